import type { Transfer, TransferList, TransferRequest } from '../generated/schemas.ts';
import { http } from './http.ts';
import { idempotencyHeaders } from './idempotency.ts';

const BASE = '/api/Transactions/Transfers';

export interface TransferQuery {
  accountId: string;
  status?: string;
  type?: string;
  startDate?: string;
  endDate?: string;
  pageNumber?: number;
  pageSize?: number;
  search?: string;
}

/** GET /api/Transactions/Transfers (spec 000 §7): the account's transfers, filtered and paged. */
export async function getTransfers(query: TransferQuery): Promise<TransferList> {
  const { data } = await http.get<TransferList>(BASE, { params: query });
  return data;
}

/** GET /api/Transactions/Transfers/{id}. */
export async function getTransfer(id: string): Promise<Transfer> {
  const { data } = await http.get<Transfer>(`${BASE}/${encodeURIComponent(id)}`);
  return data;
}

/** POST /api/Transactions/Transfers: internal, TED or PIX; it waits for approval and moves nothing yet. */
export async function createTransfer(request: TransferRequest, idempotencyKey?: string): Promise<Transfer> {
  const { data } = await http.post<Transfer>(BASE, request, { headers: idempotencyHeaders(idempotencyKey) });
  return data;
}

/** DELETE /api/Transactions/Transfers/{id}/Cancel: a transfer still waiting for approval. */
export async function cancelTransfer(id: string): Promise<Transfer> {
  const { data } = await http.delete<Transfer>(`${BASE}/${encodeURIComponent(id)}/Cancel`);
  return data;
}

import type {
  BankSlipPayRequest,
  EmvReading,
  EmvRequest,
  Payment,
  PaymentList,
  PixPayRequest,
  QrCodePayRequest,
  QrCodeSearchResult,
  SlipSearchResult,
  UtilityPayRequest,
} from '../generated/schemas.ts';
import { http } from './http.ts';
import { idempotencyHeaders } from './idempotency.ts';

const BASE = '/api/Transactions/Payments';
const path = (id: string, suffix = '') => `${BASE}/${encodeURIComponent(id)}${suffix}`;

export interface PaymentQuery {
  accountId?: string;
  status?: Payment['status'];
  type?: Payment['type'];
  startDate?: string;
  endDate?: string;
  pageNumber?: number;
  pageSize?: number;
  search?: string;
}

/** Search of a digitable line (spec 000 §7: productId, type, search). */
export interface SlipSearchQuery {
  search: string;
  productId?: string;
  type?: string;
}

/** GET /api/Transactions/Payments: one page of the account's payments. */
export async function getPayments(query: PaymentQuery): Promise<PaymentList> {
  const { data } = await http.get<PaymentList>(BASE, { params: query });
  return data;
}

/** GET /api/Transactions/Payments/{id}. */
export async function getPayment(id: string): Promise<Payment> {
  const { data } = await http.get<Payment>(path(id));
  return data;
}

/** DELETE /api/Transactions/Payments/{id}/Cancel: a payment still waiting for approval. */
export async function cancelPayment(id: string): Promise<Payment> {
  const { data } = await http.delete<Payment>(path(id, '/Cancel'));
  return data;
}

/** GET Payments/QrCode/Search?key: the QR-code charge the key names and whether it can be paid. */
export async function searchQrCode(key: string): Promise<QrCodeSearchResult> {
  const { data } = await http.get<QrCodeSearchResult>(`${BASE}/QrCode/Search`, { params: { key } });
  return data;
}

/** GET Payments/BankSlip/Search: what a 47-digit line says (a 422 names the failing check digit). */
export async function searchBankSlip(query: SlipSearchQuery): Promise<SlipSearchResult> {
  const { data } = await http.get<SlipSearchResult>(`${BASE}/BankSlip/Search`, { params: query });
  return data;
}

/** GET Payments/Utility/Search: what a 48-digit utility or tax line says. */
export async function searchUtility(query: SlipSearchQuery): Promise<SlipSearchResult> {
  const { data } = await http.get<SlipSearchResult>(`${BASE}/Utility/Search`, { params: query });
  return data;
}

async function pay<B>(suffix: string, request: B, idempotencyKey?: string): Promise<Payment> {
  const { data } = await http.post<Payment>(`${BASE}/${suffix}`, request, { headers: idempotencyHeaders(idempotencyKey) });
  return data;
}

/** POST Payments/QrCode/Pay: creates the payment of a QR-code charge, waiting for approval. */
export const payQrCode = (request: QrCodePayRequest, idempotencyKey?: string) => pay('QrCode/Pay', request, idempotencyKey);

/** POST Payments/BankSlip/Pay: creates the payment of a bank slip, waiting for approval. */
export const payBankSlip = (request: BankSlipPayRequest, idempotencyKey?: string) => pay('BankSlip/Pay', request, idempotencyKey);

/** POST Payments/Utility/Pay: creates the payment of a utility or tax bill, waiting for approval. */
export const payUtility = (request: UtilityPayRequest, idempotencyKey?: string) => pay('Utility/Pay', request, idempotencyKey);

/** POST Payments/PIX/Pay: creates the payment of a BR Code (PIX copia e cola), waiting for approval. */
export const payPix = (request: PixPayRequest, idempotencyKey?: string) => pay('PIX/Pay', request, idempotencyKey);

/** POST /api/Transactions/PIX/Emv (api-version 2.0): a BR Code read field by field, with the charge it leads to. */
export async function readBrCode(request: EmvRequest): Promise<EmvReading> {
  const { data } = await http.post<EmvReading>('/api/Transactions/PIX/Emv', request, { headers: { 'api-version': '2.0' } });
  return data;
}

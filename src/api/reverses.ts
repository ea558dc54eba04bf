import type { Payment, PaymentReverseRequest, Receive, ReceiveReverseRequest } from '../generated/schemas.ts';
import { http } from './http.ts';

/** GET /api/Transactions/Receives/{id}: the receive record of a statement entry (its relationId). */
export async function getReceive(id: string): Promise<Receive> {
  const { data } = await http.get<Receive>(`/api/Transactions/Receives/${encodeURIComponent(id)}`);
  return data;
}

/** PUT /api/Transactions/Receives/{id}/Reverse: returns money received, up to what is left of it. */
export async function reverseReceive(id: string, request: ReceiveReverseRequest): Promise<Receive> {
  const { data } = await http.put<Receive>(`/api/Transactions/Receives/${encodeURIComponent(id)}/Reverse`, request);
  return data;
}

/** POST /api/Transactions/Payments/{id}/Reverse: returns a payment. */
export async function reversePayment(id: string, request: PaymentReverseRequest = {}): Promise<Payment> {
  const { data } = await http.post<Payment>(`/api/Transactions/Payments/${encodeURIComponent(id)}/Reverse`, request);
  return data;
}

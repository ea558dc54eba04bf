import type { ApprovalRequest, Payment, TokenSendAnswer, Transfer } from '../generated/schemas.ts';
import { http } from './http.ts';

/** POST /api/Transactions/Transfers/{id}/Approval with approved, password, token (spec 000 §7). */
export async function approveTransfer(id: string, body: ApprovalRequest): Promise<Transfer> {
  const { data } = await http.post<Transfer>(`/api/Transactions/Transfers/${encodeURIComponent(id)}/Approval`, body);
  return data;
}

/** POST /api/Transactions/Payments/{id}/Approval, the same body (spec 000 §7). */
export async function approvePayment(id: string, body: ApprovalRequest): Promise<Payment> {
  const { data } = await http.post<Payment>(`/api/Transactions/Payments/${encodeURIComponent(id)}/Approval`, body);
  return data;
}

/**
 * POST /api/Accounts/{id}/Token (spec 000 §7): asks the bank for a one-time token, delivered to the
 * account's inbox; answers the seconds to wait before asking again (spec 001 §3).
 */
export async function sendToken(accountId: string): Promise<TokenSendAnswer> {
  const { data } = await http.post<TokenSendAnswer>(`/api/Accounts/${encodeURIComponent(accountId)}/Token`);
  return data;
}

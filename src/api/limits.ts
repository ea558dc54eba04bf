import type { AccountLimits, UpdateLimitsRequest } from '../generated/schemas.ts';
import { http } from './http.ts';

/** GET /api/Accounts/{id}/Limits: each product's daily and nightly limits, their maximums and what was used. */
export async function getLimits(accountId: string): Promise<AccountLimits> {
  const { data } = await http.get<AccountLimits>(`/api/Accounts/${encodeURIComponent(accountId)}/Limits`);
  return data;
}

/** PUT /api/Accounts/{id}/Limits: a cut applies at once, a raise 24 hours later. */
export async function updateLimits(accountId: string, request: UpdateLimitsRequest): Promise<AccountLimits> {
  const { data } = await http.put<AccountLimits>(`/api/Accounts/${encodeURIComponent(accountId)}/Limits`, request);
  return data;
}

import type { AccountListQuery, AccountSearchQuery, AccountSummaryPage } from '../generated/schemas.ts';
import { http } from './http.ts';

/** GET /api/Accounts (bank operators): the merchant's accounts, registrations included, paged. */
export async function listAccounts(query: AccountListQuery = {}): Promise<AccountSummaryPage> {
  const { data } = await http.get<AccountSummaryPage>('/api/Accounts', { params: query });
  return data;
}

/**
 * GET /api/Accounts/Search (bank operators): merchantId required; spec 000 §5: taxId, branch and
 * account are sent only when set.
 */
export async function searchAccounts(query: AccountSearchQuery): Promise<AccountSummaryPage> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''));
  const { data } = await http.get<AccountSummaryPage>('/api/Accounts/Search', { params });
  return data;
}

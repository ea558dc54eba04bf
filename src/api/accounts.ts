import type { Account, AccountConfig, Balance } from '../generated/schemas.ts';
import { accessToken } from './auth-store.ts';
import { appConfig } from './config.ts';
import { http } from './http.ts';

export async function getAccount(accountId: string): Promise<Account> {
  const { data } = await http.get<Account>(`/api/Accounts/${encodeURIComponent(accountId)}`);
  return data;
}

export async function getBalance(accountId: string): Promise<Balance> {
  const { data } = await http.get<Balance>(`/api/Accounts/${encodeURIComponent(accountId)}/Balance`);
  return data;
}

/** GET /api/Accounts/{id}/Config: the feature flags that gate the menu and the screens (spec 001 §2 and §6). */
export async function getAccountConfig(accountId: string): Promise<AccountConfig> {
  const { data } = await http.get<AccountConfig>(`/api/Accounts/${encodeURIComponent(accountId)}/Config`);
  return data;
}

/**
 * GET /api/Accounts/{id}/People/{personId}/Image as an image address: spec 000 §7, downloads carry
 * the access token in a query parameter plus a timestamp.
 */
export function profileImageUrl(accountId: string, personId: string): string {
  const query = new URLSearchParams({ access_token: accessToken(), t: String(Date.now()) });
  return `${appConfig().apiBaseUrl}/api/Accounts/${encodeURIComponent(accountId)}/People/${encodeURIComponent(personId)}/Image?${query}`;
}

import type { Account, AccountConfig, Balance } from '../generated/schemas.ts';
import { appConfig } from './config.ts';
import { http } from './http.ts';
import { fileTicket } from './tickets.ts';

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
 * GET /api/Accounts/{id}/People/{personId}/Image as an image address, with a timestamp (spec 000
 * §7). Spec 000 puts the access token in the query; the address carries a single-use file ticket
 * instead, as the two-factor image and the hub do (docs/quality.md).
 */
export async function profileImageUrl(accountId: string, personId: string): Promise<string> {
  const query = new URLSearchParams({ ticket: await fileTicket(), t: String(Date.now()) });
  return `${appConfig().apiBaseUrl}/api/Accounts/${encodeURIComponent(accountId)}/People/${encodeURIComponent(personId)}/Image?${query}`;
}

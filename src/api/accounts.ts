import type { Account, AccountConfig, Balance } from '../generated/schemas.ts';
import { askEarly, takeCameEarly, takeEarly } from './early-answers.ts';
import { http } from './http.ts';

export async function getAccount(accountId: string): Promise<Account> {
  const { data } = await http.get<Account>(`/api/Accounts/${encodeURIComponent(accountId)}`);
  return data;
}

async function fetchBalance(accountId: string): Promise<Balance> {
  const { data } = await http.get<Balance>(`/api/Accounts/${encodeURIComponent(accountId)}/Balance`);
  return data;
}

/** The early answers a signed-in page asks for beside the session's check, by their keys (src/api/early-answers.ts). */
const early = {
  balance: (accountId: string) => [`balance:${accountId}`, () => fetchBalance(accountId)] as const,
  config: (accountId: string) => [`config:${accountId}`, () => fetchAccountConfig(accountId)] as const,
};

export function getBalance(accountId: string): Promise<Balance> {
  return takeEarly(...early.balance(accountId));
}

/** The balance asked early, if it has come already (src/api/early-answers.ts). */
export function balanceCameEarly(accountId: string): { value: Balance; at: number } | undefined {
  return takeCameEarly(early.balance(accountId)[0]);
}

async function fetchAccountConfig(accountId: string): Promise<AccountConfig> {
  const { data } = await http.get<AccountConfig>(`/api/Accounts/${encodeURIComponent(accountId)}/Config`);
  return data;
}

/** GET /api/Accounts/{id}/Config: the feature flags that gate the menu and the screens (spec 001 §2 and §6). */
export function getAccountConfig(accountId: string): Promise<AccountConfig> {
  return takeEarly(...early.config(accountId));
}

/** The account's flags asked early, if they have come already (src/api/early-answers.ts). */
export function accountConfigCameEarly(accountId: string): { value: AccountConfig; at: number } | undefined {
  return takeCameEarly(early.config(accountId)[0]);
}

/**
 * Asks, beside the session's check, for what every signed-in screen waits on: the account's flags
 * (no screen shows before them) and its balance (the header's, the home page's largest figure).
 */
export function prefetchAccountAnswers(accountId: string): void {
  askEarly(...early.config(accountId));
  askEarly(...early.balance(accountId));
}

/**
 * GET /api/Accounts/{id}/People/{personId}/Image (spec 000 §7): the person's image, or null while
 * the person has none (204). Read with the session's token in its header, so no token or ticket
 * goes in an address; the page shows it from a blob: address.
 */
export async function getProfileImage(accountId: string, personId: string): Promise<Blob | null> {
  const answer = await http.get<Blob>(
    `/api/Accounts/${encodeURIComponent(accountId)}/People/${encodeURIComponent(personId)}/Image`,
    { responseType: 'blob' },
  );
  return answer.status === 204 || !(answer.data instanceof Blob) || answer.data.size === 0 ? null : answer.data;
}

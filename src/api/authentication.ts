import type { AccountLookup, AuthData, BankConfiguration, CurrentUser } from '../generated/schemas.ts';
import { prefetchAccountAnswers } from './accounts.ts';
import { accessToken, clearAuth, storeAuth } from './auth-store.ts';
import { appConfig } from './config.ts';
import { askEarly, takeEarly } from './early-answers.ts';
import { http } from './http.ts';
import { readStored, writeStored } from './secure-storage.ts';

/** spec 000 §9: the signed-in user is kept in session storage, with the tokens. */
const USER = 'user';

/** spec 000 §7: the merchant-level token sent before sign-in. */
let bankToken: { token: string; expiresAt: number } | null = null;

export async function bankAuthorization(): Promise<{ Authorization: string }> {
  if (!bankToken || bankToken.expiresAt <= Date.now()) {
    const merchantId = encodeURIComponent(appConfig().merchantId);
    const { data } = await http.get<AuthData>(`/api/Merchants/${merchantId}/Bank/Auth`, { skipAuth: true });
    bankToken = { token: data.access_token, expiresAt: Date.now() + (data.expires_in - 30) * 1000 };
  }
  return { Authorization: `Bearer ${bankToken.token}` };
}

export async function getBankConfiguration(): Promise<BankConfiguration> {
  const { data } = await http.get<BankConfiguration>('/api/Merchants/Bank/Configuration', { headers: await bankAuthorization() });
  return data;
}

export async function findAccount(branch: string, account: string): Promise<AccountLookup> {
  const path = `/api/Authentication/Account/${encodeURIComponent(branch)}/${encodeURIComponent(account)}`;
  const { data } = await http.get<AccountLookup>(path, { headers: await bankAuthorization() });
  return data;
}

export interface SignInInput {
  branch: string;
  account: string;
  operator: string;
  password: string;
}

/** Finds the account by branch and number, signs in, and keeps the tokens for the session. */
export async function signIn(input: SignInInput): Promise<CurrentUser> {
  const found = await findAccount(input.branch, input.account);
  const form = new URLSearchParams({
    operator: input.operator,
    password: input.password,
    expires: String(appConfig().authExpires),
  });
  const { data } = await http.post<AuthData>(`/api/Authentication/Account/${found.id}/SignIn`, form);
  storeAuth(data);
  try {
    return await getCurrentUser();
  } catch (error) {
    clearAuth();
    throw error;
  }
}

async function fetchCurrentUser(): Promise<CurrentUser> {
  const token = accessToken();
  const { data } = await http.get<CurrentUser>('/api/Authentication/Account');
  // Not after a sign-out, nor for a session since replaced, that came while the bank answered.
  if (token !== '' && accessToken() === token) void writeStored('session', USER, data);
  return data;
}

/**
 * Asks for the user of the stored session while the page's code runs and renders (src/boot.tsx),
 * and, for the account that session was last seen with, what every signed-in screen waits for (its
 * flags, its balance: src/api/accounts.ts). The next getCurrentUser takes the answer, once, if the
 * stored token is still the one it was asked with (src/api/early-answers.ts).
 */
export function prefetchCurrentUser(): void {
  askEarly('currentUser', fetchCurrentUser);
  const accountId = storedUser()?.accountId;
  if (accountId) prefetchAccountAnswers(accountId);
}

/** The user the stored session was last seen with (null without one): the bank's answer may differ. */
export function storedUser(): CurrentUser | null {
  return readStored<CurrentUser>(USER);
}

/** The signed-in user, as the bank answers for the stored token (spec 000 §4). */
export function getCurrentUser(): Promise<CurrentUser> {
  return takeEarly('currentUser', fetchCurrentUser);
}

/** Signs out; the stored session is removed whatever the server answers (spec 000 §8, CH30019). */
export async function signOut(): Promise<void> {
  try {
    await http.post('/api/Authentication/SignOut');
  } finally {
    clearAuth();
  }
}

import type { AccountLookup, AuthData, BankConfiguration, CurrentUser } from '../generated/schemas.ts';
import { clearAuth, currentAuth, storeAuth } from './auth-store.ts';
import { appConfig } from './config.ts';
import { http } from './http.ts';

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
  const { data } = await http.get<CurrentUser>('/api/Authentication/Account');
  return data;
}

/** The page's early ask for the user of its stored session, with the token it was asked with. */
let early: { token: string; answer: Promise<CurrentUser> } | null = null;

/**
 * Asks for the user of the stored session while the page's code runs and renders (src/boot.tsx):
 * on a phone's link the session's check is a round trip the signed-in page otherwise began only
 * once rendered (docs/quality.md). The next getCurrentUser takes the answer, once, if the stored
 * token is still the one it was asked with.
 */
export function prefetchCurrentUser(): void {
  const token = currentAuth()?.access_token;
  if (!token) return;
  const answer = fetchCurrentUser();
  answer.catch(() => undefined);
  early = { token, answer };
}

/** The signed-in user, as the bank answers for the stored token (spec 000 §4). */
export function getCurrentUser(): Promise<CurrentUser> {
  const asked = early;
  early = null;
  return asked && asked.token === currentAuth()?.access_token ? asked.answer : fetchCurrentUser();
}

/** Signs out; the stored session is removed whatever the server answers (spec 000 §8, CH30019). */
export async function signOut(): Promise<void> {
  try {
    await http.post('/api/Authentication/SignOut');
  } finally {
    clearAuth();
  }
}

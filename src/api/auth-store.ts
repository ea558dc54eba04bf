import type { AuthData } from '../generated/schemas.ts';

/**
 * Where the session's tokens live: in memory, mirrored to sessionStorage so a reload keeps the
 * session (spec 000 §9) and a new tab does not.
 */
const KEY = 'balcao.auth';

let auth: AuthData | null = read();

function read(): AuthData | null {
  try {
    const text = globalThis.sessionStorage?.getItem(KEY);
    return text ? (JSON.parse(text) as AuthData) : null;
  } catch {
    return null;
  }
}

export function currentAuth(): AuthData | null {
  return auth;
}

/** spec 001 §7: the token getter answers an empty string when there is no token. */
export function accessToken(): string {
  return auth?.access_token ?? '';
}

export function storeAuth(next: AuthData): void {
  auth = next;
  globalThis.sessionStorage?.setItem(KEY, JSON.stringify(next));
}

export function clearAuth(): void {
  auth = null;
  globalThis.sessionStorage?.removeItem(KEY);
}

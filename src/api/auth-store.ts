import type { AuthData } from '../generated/schemas.ts';
import { clearSessionEntries, readStored, writeStored } from './secure-storage.ts';

/**
 * The session's tokens, kept in encrypted session storage (spec 000 §9): a reload keeps the
 * session, a new tab does not, and sign-out removes every session entry.
 */
const AUTH = 'auth';

export function currentAuth(): AuthData | null {
  return readStored<AuthData>(AUTH);
}

/** spec 001 §7: the token getter answers an empty string when there is no token. */
export function accessToken(): string {
  return currentAuth()?.access_token ?? '';
}

export function storeAuth(next: AuthData): void {
  void writeStored('session', AUTH, next);
}

export function clearAuth(): void {
  clearSessionEntries();
}

import type { A2FEnrolment, CallResult } from '../generated/schemas.ts';
import { readStored, writeStored } from './secure-storage.ts';
import { appConfig } from './config.ts';
import { http } from './http.ts';
import { fileTicket } from './tickets.ts';

/** spec 000 §4 and §9: the two-factor state, kept in session storage with its date. */
const A2F = 'a2f';

export interface TwoFactorState {
  confirmed: boolean;
  at: string;
}

export function twoFactorState(): TwoFactorState | null {
  return readStored<TwoFactorState>(A2F);
}

/** spec 000 §4: stored true when the answer's code is 200, false otherwise. */
export function storeTwoFactorState(confirmed: boolean): void {
  void writeStored('session', A2F, { confirmed, at: new Date().toISOString() } satisfies TwoFactorState);
}

/** POST /api/Authentication/A2F (spec 000 §7): the six-digit code as the form field `otp`. */
export async function confirmTwoFactor(otp: string): Promise<void> {
  try {
    const { data } = await http.post<CallResult>('/api/Authentication/A2F', new URLSearchParams({ otp }));
    storeTwoFactorState(data.code === 200);
  } catch (error) {
    storeTwoFactorState(false);
    throw error;
  }
}

/** Turning two-factor on: a new secret that waits for its first code. */
export async function startTwoFactorEnrolment(): Promise<A2FEnrolment> {
  const { data } = await http.post<A2FEnrolment>('/api/Authentication/User/A2F');
  return data;
}

export async function turnOffTwoFactor(): Promise<void> {
  await http.delete('/api/Authentication/User/A2F');
}

/**
 * The enrolment QR image (spec 000 §7: /api/Authentication/User/A2F/{type}/{size}). The browser
 * opens it by address, so it carries a single-use file ticket instead of the session token.
 */
export async function twoFactorImageUrl(size = 200, type = 'PNG'): Promise<string> {
  const ticket = await fileTicket();
  const base = appConfig().apiBaseUrl ?? '';
  return `${base}/api/Authentication/User/A2F/${type}/${size}?ticket=${encodeURIComponent(ticket)}&t=${Date.now()}`;
}

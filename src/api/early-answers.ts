import { accessToken } from './auth-store.ts';

/** How long an early answer may wait to be taken: the query cache's own freshness (src/api/queries.ts). */
const KEPT_MS = 15_000;

interface Asked {
  token: string;
  at: number;
  answer: Promise<unknown>;
}

const asked = new Map<string, Asked>();

/**
 * Asks the bank, while the page's code still runs and renders, what its first screen will ask for
 * (src/boot.tsx): on a phone's link each call the signed-in page only began once rendered was a
 * round trip on its way to the first screen (docs/quality.md). Nothing is asked without a stored
 * session.
 */
export function askEarly(key: string, call: () => Promise<unknown>): void {
  const token = accessToken();
  if (!token) return;
  const answer = call();
  answer.catch(() => undefined);
  asked.set(key, { token, at: Date.now(), answer });
}

/**
 * The early answer to `key`, taken once, if it was asked with the session's current token less than
 * 15 s ago; otherwise the call is made now.
 */
export function takeEarly<T>(key: string, call: () => Promise<T>): Promise<T> {
  const early = asked.get(key);
  asked.delete(key);
  const fresh = early && early.token === accessToken() && Date.now() - early.at < KEPT_MS;
  return fresh ? (early.answer as Promise<T>) : call();
}

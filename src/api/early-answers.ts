import { accessToken } from './auth-store.ts';

/** How long an early answer may wait to be taken: the query cache's own freshness (src/api/queries.ts). */
const KEPT_MS = 15_000;

interface Asked {
  token: string;
  at: number;
  answer: Promise<unknown>;
  /** Set once the answer has come. */
  came?: { value: unknown };
}

const asked = new Map<string, Asked>();
/** When a screen asked for itself a read nothing had asked early (takeEarlyRead): asking it early then is too late. */
const askedLate = new Map<string, number>();

/**
 * Asks the bank, while the page's code still runs and renders, what its first screen will ask for
 * (src/boot.tsx): on a phone's link each call the signed-in page only began once rendered was a
 * round trip on its way to the first screen (docs/quality.md). Nothing is asked without a stored
 * session.
 */
export function askEarly(key: string, call: () => Promise<unknown>): void {
  const token = accessToken();
  if (!token) return;
  // The screen was quicker: its own call is on its way already.
  const late = askedLate.get(key);
  if (late !== undefined && Date.now() - late < KEPT_MS) return;
  const entry: Asked = { token, at: Date.now(), answer: call() };
  entry.answer.then(
    (value) => (entry.came = { value }),
    () => undefined,
  );
  asked.set(key, entry);
}

/** Asked with the session's current token less than 15 s ago. */
const fresh = (early: Asked | undefined): early is Asked =>
  early !== undefined && early.token === accessToken() && Date.now() - early.at < KEPT_MS;

/**
 * The early answer to `key`, taken once, if it was asked with the session's current token less than
 * 15 s ago; otherwise the call is made now.
 */
export function takeEarly<T>(key: string, call: () => Promise<T>): Promise<T> {
  const early = asked.get(key);
  asked.delete(key);
  return fresh(early) ? (early.answer as Promise<T>) : call();
}

/**
 * As takeEarly, for a screen's read (src/renderer/host/early-reads.ts): one the screen made for
 * itself is not asked early for the next 15 s, its call being on its way already.
 */
export function takeEarlyRead<T>(key: string, call: () => Promise<T>): Promise<T> {
  if (fresh(asked.get(key))) return takeEarly(key, call);
  asked.delete(key);
  const now = Date.now();
  for (const [old, at] of askedLate) if (now - at >= KEPT_MS) askedLate.delete(old);
  askedLate.set(key, now);
  return call();
}

/**
 * The early answer to `key` if it has already come (and is fresh as `takeEarly` says), taken once,
 * with the time it was asked; otherwise undefined, and the answer stays for `takeEarly`. A query
 * starts from it (src/api/queries.ts): its screen renders with the answer in the pass that mounts
 * it, not in a later one once a promise has settled.
 */
export function takeCameEarly<T>(key: string): { value: T; at: number } | undefined {
  const early = asked.get(key);
  if (!fresh(early) || !early.came) return undefined;
  asked.delete(key);
  return { value: early.came.value as T, at: early.at };
}

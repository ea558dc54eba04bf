import { isHttpError } from './http.ts';
import { publishNotice } from './notices.ts';

/** spec 000 §8: a server error is a list of items with message and errorCode. */
export interface ErrorItem {
  message: string;
  errorCode: string;
}

/**
 * An answer of the bank whose code is not 200 (spec 001 §8, the token's send: "each error shown as
 * an error toast with its message and errorCode"), as the call's failure.
 */
export class RefusedAnswer extends Error {
  constructor(readonly items: ErrorItem[]) {
    super(items.map((item) => item.message).join(' ') || 'refused');
  }
}

/** The error list of a failed call, or null when the server answered none (network failure, bad gateway…). */
export function errorItems(error: unknown): ErrorItem[] | null {
  if (error instanceof RefusedAnswer) return error.items.length > 0 ? error.items : null;
  if (!isHttpError(error)) return null;
  const body = error.response?.data as { errors?: unknown } | undefined;
  const items = body?.errors;
  if (!Array.isArray(items) || items.length === 0) return null;
  return items
    .filter((item): item is ErrorItem => typeof item?.message === 'string')
    .map((item) => ({ message: item.message, errorCode: String(item.errorCode ?? '') }));
}

/** The HTTP status a failed call was answered with; none when no answer came. */
export function errorStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

/**
 * The one place errors become messages (spec 000 §8): each item an error toast with message and code;
 * no list, the popup that closes by itself after 3 seconds.
 */
export function reportError(error: unknown): void {
  const items = errorItems(error);
  if (items) publishNotice({ kind: 'error', items });
  else publishNotice({ kind: 'popup', titleKey: 'errors.server.title', textKey: 'errors.server.text', closeAfterMs: 3000 });
}

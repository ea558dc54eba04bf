import type { AxiosError, AxiosInstance } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Sends no session token (bank-token and refresh calls). */
    skipAuth?: boolean;
    /** Set on the one retry after a refresh. */
    retried?: boolean;
  }
}

let loading: Promise<AxiosInstance> | undefined;

/**
 * The one HTTP client of the site (src/api/http-client.ts: the session's token, the refresh on a
 * 401). axios comes with the first call rather than before the first render: the sign-in page
 * renders, and paints, without it (npm run size). Once loaded it is kept: an `import()` answers in a
 * task of its own, queued behind the page's render on a phone, and a screen's first read waited a
 * quarter of a second for it, the bank's token 0.7 s (bench:web's waterfall). A load that failed (a
 * lost connection) is tried again by the next call.
 */
const client = (): Promise<AxiosInstance> =>
  (loading ??= import('./http-client.ts').then(
    (module) => module.http,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

export const http = {
  get: ((...args: Parameters<AxiosInstance['get']>) =>
    client().then((instance) => instance.get(...args))) as AxiosInstance['get'],
  post: ((...args: Parameters<AxiosInstance['post']>) =>
    client().then((instance) => instance.post(...args))) as AxiosInstance['post'],
  put: ((...args: Parameters<AxiosInstance['put']>) =>
    client().then((instance) => instance.put(...args))) as AxiosInstance['put'],
  delete: ((...args: Parameters<AxiosInstance['delete']>) =>
    client().then((instance) => instance.delete(...args))) as AxiosInstance['delete'],
};

/** Starts loading the client ahead of the first call (once the first screen is up). */
export function preloadHttpClient(): void {
  void client().catch(() => undefined);
}

/** axios's own test (`isAxiosError`), without loading axios for it. */
export function isHttpError<T = unknown>(error: unknown): error is AxiosError<T> {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

const ignore = () => undefined;
let sessionExpiredHandler: () => void = ignore;

/** The session machine listens here: the HTTP layer never navigates, it reports (DESIGN.md). */
export function onSessionExpired(handler: () => void): () => void {
  sessionExpiredHandler = handler;
  return () => {
    if (sessionExpiredHandler === handler) sessionExpiredHandler = ignore;
  };
}

/** Called by the client when a refresh failed: the session is over. */
export function reportSessionExpired(): void {
  sessionExpiredHandler();
}

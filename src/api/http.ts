/** What a call may say beside its path and body. */
export interface RequestConfig {
  headers?: Record<string, string>;
  /** Query parameters: undefined and null left out, a list as `key[]`. */
  params?: object;
  /** The answer as a Blob (a file) instead of JSON. */
  responseType?: 'json' | 'blob';
  /** An upload's progress (its body sent through XMLHttpRequest). */
  onUploadProgress?: (event: { loaded: number; total?: number; progress?: number }) => void;
  /** Sends no session token (bank-token and refresh calls). */
  skipAuth?: boolean;
  /** Set on the one retry after a refresh. */
  retried?: boolean;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  headers: Headers;
}

/** An error answer (`response`) or no answer at all; marked as axios marked its errors, which the site used before. */
export interface HttpError<T = unknown> extends Error {
  isAxiosError: true;
  config: RequestConfig;
  response?: HttpResponse<T>;
}

type Client = typeof import('./http-client.ts').http;

/**
 * The one HTTP client of the site (src/api/http-client.ts: fetch, the session's token, the refresh on
 * a 401). It comes with the first call rather than before the first render: the sign-in page renders,
 * and paints, without it (npm run size).
 */
const client = (): Promise<Client> => import('./http-client.ts').then((module) => module.http);

export const http = {
  get: <T = unknown>(path: string, config?: RequestConfig) => client().then((instance) => instance.get<T>(path, config)),
  delete: <T = unknown>(path: string, config?: RequestConfig) => client().then((instance) => instance.delete<T>(path, config)),
  post: <T = unknown>(path: string, data?: unknown, config?: RequestConfig) =>
    client().then((instance) => instance.post<T>(path, data, config)),
  put: <T = unknown>(path: string, data?: unknown, config?: RequestConfig) =>
    client().then((instance) => instance.put<T>(path, data, config)),
};

/** Starts loading the client ahead of the first call (once the first screen is up). */
export function preloadHttpClient(): void {
  void client().catch(() => undefined);
}

/** Whether a call's failure came from the client (an error answer, or none). */
export function isHttpError<T = unknown>(error: unknown): error is HttpError<T> {
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

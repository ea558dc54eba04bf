import type { AuthData } from '../generated/schemas.ts';
import { accessToken, clearAuth, currentAuth, storeAuth } from './auth-store.ts';
import { appConfig } from './config.ts';
import { reportSessionExpired, type HttpError, type HttpResponse, type RequestConfig } from './http.ts';

/**
 * The client behind src/api/http.ts, loaded with the first call: fetch (an upload with progress goes
 * through XMLHttpRequest, which reports it), the session's token, and one refresh on a 401. Its
 * answers and errors have the shape of axios's, which the site used before: `data`, `status` and
 * `headers`; an error answer rejects with `isAxiosError` and its `response`.
 */

/** Calls whose 401 is an answer in itself, never a cue to refresh (spec 000 §8: "except on sign-in"). */
const NO_REFRESH = [/\/SignIn$/i, /\/Authentication\/Token$/i, /\/Authentication\/RefreshToken$/i, /\/Authentication\/SignOut$/i];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Query parameters as axios wrote them: undefined and null left out, a list as `key[]`, a date in ISO. */
function queryOf(params: object | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Date) search.append(key, value.toISOString());
    else if (typeof value === 'object') search.append(key, JSON.stringify(value));
    else search.append(key, String(value as string | number | boolean));
  };
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) value.forEach((item: unknown) => add(`${key}[]`, item));
    else add(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The body as sent, and the content type it implies (none for a form or a file: the browser sets it). */
function bodyOf(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (typeof data === 'string' || data instanceof FormData || data instanceof Blob || data instanceof ArrayBuffer) return data;
  if (data instanceof URLSearchParams) {
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=utf-8');
    return data;
  }
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
}

/** An answer's body: a blob when asked for, else JSON when it reads as JSON, else its text. */
async function dataOf(response: Response, blob: boolean): Promise<unknown> {
  if (blob) return response.blob();
  const text = await response.text();
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function failure(message: string, config: RequestConfig, response?: HttpResponse): HttpError {
  return Object.assign(new Error(message), { isAxiosError: true as const, config, response });
}

/** An upload with its progress (fetch reports none). */
function withProgress(method: Method, url: string, headers: Headers, body: BodyInit | undefined, config: RequestConfig) {
  return new Promise<{ status: number; headers: Headers; data: unknown }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    headers.forEach((value, key) => request.setRequestHeader(key, value));
    request.responseType = config.responseType === 'blob' ? 'blob' : 'text';
    request.upload.onprogress = (event) =>
      config.onUploadProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    request.onerror = () => reject(failure('Network Error', config));
    request.onload = () => {
      const answered = new Headers();
      for (const line of request.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) answered.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      let data: unknown = request.response;
      if (typeof data === 'string' && data)
        try {
          data = JSON.parse(data) as unknown;
        } catch {
          // Not JSON: the text.
        }
      resolve({ status: request.status, headers: answered, data });
    };
    request.send((body as XMLHttpRequestBodyInit | undefined) ?? null);
  });
}

async function send<T>(method: Method, path: string, data: unknown, config: RequestConfig = {}): Promise<HttpResponse<T>> {
  const headers = new Headers(config.headers);
  const token = accessToken();
  if (token && !config.skipAuth && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  const body = bodyOf(data, headers);
  const url = `${appConfig().apiBaseUrl || ''}${path}${queryOf(config.params)}`;
  let answer: { status: number; headers: Headers; data: unknown };
  if (config.onUploadProgress) answer = await withProgress(method, url, headers, body, config);
  else {
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body });
    } catch {
      throw failure('Network Error', config);
    }
    answer = { status: response.status, headers: response.headers, data: await dataOf(response, config.responseType === 'blob') };
  }
  const response = { ...answer, data: answer.data as T };
  if (answer.status >= 200 && answer.status < 300) return response;
  const error = failure(`Request failed with status code ${answer.status}`, config, response);
  if (answer.status !== 401 || config.retried || NO_REFRESH.some((pattern) => pattern.test(path)) || !currentAuth()) throw error;
  try {
    await refreshOnce();
  } catch {
    clearAuth();
    reportSessionExpired();
    throw error;
  }
  return send<T>(method, path, data, { ...config, retried: true, headers: { ...config.headers, Authorization: `Bearer ${accessToken()}` } });
}

export const http = {
  get: <T = unknown>(path: string, config?: RequestConfig) => send<T>('GET', path, undefined, config),
  delete: <T = unknown>(path: string, config?: RequestConfig) => send<T>('DELETE', path, undefined, config),
  post: <T = unknown>(path: string, data?: unknown, config?: RequestConfig) => send<T>('POST', path, data, config),
  put: <T = unknown>(path: string, data?: unknown, config?: RequestConfig) => send<T>('PUT', path, data, config),
};

let refreshing: Promise<AuthData> | null = null;

/** Every request that failed together waits for the same refresh (a refresh token works only once). */
function refreshOnce(): Promise<AuthData> {
  refreshing ??= refreshTokens().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refreshTokens(): Promise<AuthData> {
  const auth = currentAuth();
  if (!auth?.refresh_token) throw new Error('no refresh token');
  const form = new URLSearchParams({ token: auth.refresh_token, expires: String(appConfig().authExpires) });
  const { data } = await http.post<AuthData>('/api/Authentication/RefreshToken', form, { skipAuth: true });
  storeAuth(data);
  return data;
}

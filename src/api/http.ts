import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { AuthData } from '../generated/schemas.ts';
import { accessToken, clearAuth, currentAuth, storeAuth } from './auth-store.ts';
import { appConfig } from './config.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Sends no session token (bank-token and refresh calls). */
    skipAuth?: boolean;
    /** Set on the one retry after a refresh. */
    retried?: boolean;
  }
}

/** The one HTTP client of the site: it adds the session's token and refreshes it once on a 401. */
export const http = axios.create();

type RetriableConfig = InternalAxiosRequestConfig;

/** Calls whose 401 is an answer in itself, never a cue to refresh (spec 000 §8: "except on sign-in"). */
const NO_REFRESH = [/\/SignIn$/i, /\/Authentication\/Token$/i, /\/Authentication\/RefreshToken$/i, /\/Authentication\/SignOut$/i];

const ignore = () => undefined;
let sessionExpiredHandler: () => void = ignore;

/** The session machine listens here: the HTTP layer never navigates, it reports (DESIGN.md). */
export function onSessionExpired(handler: () => void): () => void {
  sessionExpiredHandler = handler;
  return () => {
    if (sessionExpiredHandler === handler) sessionExpiredHandler = ignore;
  };
}

http.interceptors.request.use((config: RetriableConfig) => {
  config.baseURL = appConfig().apiBaseUrl || undefined;
  const token = accessToken();
  if (token && !config.skipAuth && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

http.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as RetriableConfig | undefined;
  const refreshable =
    error.response?.status === 401 &&
    config &&
    !config.retried &&
    !NO_REFRESH.some((pattern) => pattern.test(config.url ?? '')) &&
    currentAuth();
  if (!refreshable) throw error;
  config.retried = true;
  try {
    await refreshOnce();
  } catch {
    clearAuth();
    sessionExpiredHandler();
    throw error;
  }
  config.headers.set('Authorization', `Bearer ${accessToken()}`);
  return http(config);
});

let refreshing: Promise<AuthData> | null = null;

/** Every request that failed together waits for the same refresh (a refresh token works only once). */
export function refreshOnce(): Promise<AuthData> {
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

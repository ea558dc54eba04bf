import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { AuthData } from '../generated/schemas.ts';
import { accessToken, clearAuth, currentAuth, storeAuth } from './auth-store.ts';
import { appConfig } from './config.ts';
import { reportSessionExpired } from './http.ts';

/**
 * The axios instance behind src/api/http.ts, loaded with the first call: it adds the session's token
 * and refreshes it once on a 401.
 */
export const http = axios.create();

type RetriableConfig = InternalAxiosRequestConfig;

/** Calls whose 401 is an answer in itself, never a cue to refresh (spec 000 §8: "except on sign-in"). */
const NO_REFRESH = [/\/SignIn$/i, /\/Authentication\/Token$/i, /\/Authentication\/RefreshToken$/i, /\/Authentication\/SignOut$/i];

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
    reportSessionExpired();
    throw error;
  }
  config.headers.set('Authorization', `Bearer ${accessToken()}`);
  return http(config);
});

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

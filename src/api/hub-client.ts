import type { HubConnection } from '@microsoft/signalr';
import { accessToken, currentAuth } from './auth-store.ts';
import { appConfig } from './config.ts';
import { refreshOnce } from './http.ts';

/** spec 000 §7: the server events of the notification hub. */
export const HUB_EVENTS = [
  'Logout',
  'Account',
  'AccountNotification',
  'AccountTransaction',
  'AccountTransfer',
  'AccountPayment',
  'AccountBilling',
  'AccountOnboardingUrl',
] as const;
export type HubEventName = (typeof HUB_EVENTS)[number];

/** Each event carries an id and, per account, a sequence number (docs/hub.md). */
export interface HubEventPayload {
  eventId?: string;
  sequence?: number;
  accountId?: string;
  [field: string]: unknown;
}

/** The client's own reconnect gives up after these waits; the hub machine retries after that. */
export const RECONNECT_DELAYS_MS = [0, 2000, 10000, 30000];

function tokenExpiresAt(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return (payload.exp ?? 0) * 1000;
  } catch {
    return 0;
  }
}

/** spec 000 §4: the hub connects only with an access token that has not expired; refresh one that has. */
async function unexpiredAccessToken(): Promise<string> {
  if (!currentAuth()) throw new Error('no session');
  if (tokenExpiresAt(accessToken()) - 5000 <= Date.now()) await refreshOnce();
  return accessToken();
}

/** A SignalR connection to /hub/Notification; the library loads only when the logged-in area asks for it. */
export async function createHubConnection(): Promise<HubConnection> {
  const { HubConnectionBuilder, LogLevel } = await import('@microsoft/signalr');
  return new HubConnectionBuilder()
    .withUrl(`${appConfig().apiBaseUrl}/hub/Notification`, { accessTokenFactory: unexpiredAccessToken, withCredentials: true })
    .withAutomaticReconnect(RECONNECT_DELAYS_MS)
    .configureLogging(import.meta.env.PROD ? LogLevel.Warning : LogLevel.Debug)
    .build();
}

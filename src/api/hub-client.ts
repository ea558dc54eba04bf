import type { HubConnection } from '@microsoft/signalr';
import type { Ticket } from '../generated/schemas.ts';
import { currentAuth } from './auth-store.ts';
import { appConfig } from './config.ts';
import { http } from './http.ts';

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

/**
 * The hub's WebSocket address carries a ticket, never the session token (OWASP ASVS 5.0 14.2.1): a
 * single-use, 60-second ticket asked for with the session token in a header. An expired session
 * token is refreshed on the way by the HTTP client, so the hub only connects with a valid session.
 */
async function hubTicket(): Promise<string> {
  if (!currentAuth()) throw new Error('no session');
  const { data } = await http.post<Ticket>('/api/Authentication/Tickets', { purpose: 'hub' });
  return data.ticket;
}

/** A SignalR connection to /hub/Notification; the library loads only when the logged-in area asks for it. */
export async function createHubConnection(): Promise<HubConnection> {
  const { HubConnectionBuilder, HttpTransportType, LogLevel } = await import('@microsoft/signalr');
  return new HubConnectionBuilder()
    .withUrl(`${appConfig().apiBaseUrl}/hub/Notification`, {
      accessTokenFactory: hubTicket,
      // One ticket, one connection: straight to the WebSocket, without a negotiate call that would use it first.
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      withCredentials: true,
    })
    .withAutomaticReconnect(RECONNECT_DELAYS_MS)
    .configureLogging(import.meta.env.PROD ? LogLevel.Warning : LogLevel.Debug)
    .build();
}

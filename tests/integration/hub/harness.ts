import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  HubConnectionBuilder,
  HttpTransportType,
  LogLevel,
  type HubConnection,
  type IHttpConnectionOptions,
} from '@microsoft/signalr';
import {
  registerNotificationHub,
  type HubOptions,
  type HubPrincipal,
  type NotificationHub,
} from '../../../src/sandbox/hub/index.ts';

export const RS = '\u001e';
export const ALLOWED_ORIGIN = 'https://app.balcao.test';
export const FIXED_NOW = new Date('2025-03-10T12:00:00.000Z');

/** Access tokens the test bank accepts. */
export const TOKENS = new Map<string, HubPrincipal>([
  ['token-ana-phone', { accountId: 'acc-ana', sessionId: 'sess-ana-phone' }],
  ['token-ana-laptop', { accountId: 'acc-ana', sessionId: 'sess-ana-laptop' }],
  ['token-bruno', { accountId: 'acc-bruno', sessionId: 'sess-bruno' }],
]);

export interface TestBank {
  app: FastifyInstance;
  hub: NotificationHub;
  /** http://127.0.0.1:port/hub/Notification */
  hubUrl: string;
  /** Every log line Fastify wrote. */
  logs: string[];
  stop(): Promise<void>;
}

export async function startBank(overrides: Partial<HubOptions> = {}): Promise<TestBank> {
  const logs: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } } });
  const hub = await registerNotificationHub(app, {
    authenticate: async (token) => TOKENS.get(token) ?? null,
    isOriginAllowed: (origin) => origin === ALLOWED_ORIGIN,
    now: () => FIXED_NOW,
    ...overrides,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    hub,
    hubUrl: `http://127.0.0.1:${port}${overrides.path ?? '/hub/Notification'}`,
    logs,
    stop: async () => {
      await stopClients();
      await app.close();
    },
  };
}

const openClients = new Set<HubConnection>();

/** The real SignalR client, as the Node side of the bank would use it. */
export function signalrClient(
  hubUrl: string,
  token: string,
  options: Partial<IHttpConnectionOptions> & { reconnectDelays?: number[] } = {},
): HubConnection {
  const { reconnectDelays, ...http } = options;
  let builder = new HubConnectionBuilder()
    .withUrl(hubUrl, { accessTokenFactory: () => token, transport: HttpTransportType.WebSockets, ...http })
    .configureLogging(LogLevel.None);
  if (reconnectDelays) builder = builder.withAutomaticReconnect(reconnectDelays);
  const client = builder.build();
  openClients.add(client);
  return client;
}

/** Stops every client made by signalrClient. */
export async function stopClients(): Promise<void> {
  await Promise.all([...openClients].map((client) => client.stop().catch(() => undefined)));
  openClients.clear();
}

/** Resolves with the next `count` arguments a client receives for `target`. */
export function nextEvents(client: HubConnection, target: string, count = 1): Promise<Record<string, unknown>[]> {
  return new Promise((resolve) => {
    const received: Record<string, unknown>[] = [];
    const handler = (event: Record<string, unknown>) => {
      received.push(event);
      if (received.length === count) {
        client.off(target, handler);
        resolve(received);
      }
    };
    client.on(target, handler);
  });
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until `condition` holds, failing after `timeoutMs`. */
export async function eventually(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await delay(10);
  }
}

/** The `ws` package (already a dependency of @fastify/websocket), typed as far as these tests use it. */
export interface RawSocket {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  terminate(): void;
  on(event: 'open', listener: () => void): this;
  on(event: 'message', listener: (data: Buffer) => void): this;
  on(event: 'close', listener: (code: number) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (
  url: string,
  options?: { headers?: Record<string, string> },
) => RawSocket;

export interface RawClient {
  socket: RawSocket;
  /** Every record received so far, parsed. */
  records: Record<string, unknown>[];
  closed: Promise<number>;
}

/** Opens a raw WebSocket; rejects with the HTTP status text when the upgrade is refused. */
export function rawConnect(url: string, headers: Record<string, string> = {}): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url.replace(/^http/, 'ws'), { headers });
    const records: Record<string, unknown>[] = [];
    let pending = '';
    const closed = new Promise<number>((resolveClosed) => socket.on('close', resolveClosed));
    socket.on('message', (data) => {
      const parts = (pending + data.toString('utf8')).split(RS);
      pending = parts.pop() ?? '';
      for (const part of parts) records.push(JSON.parse(part) as Record<string, unknown>);
    });
    socket.on('error', reject);
    socket.on('open', () => resolve({ socket, records, closed }));
  });
}

/** Negotiates over plain fetch, as a browser's first request would. */
export async function negotiate(hubUrl: string, headers: Record<string, string> = {}, query = 'negotiateVersion=1') {
  const response = await fetch(`${hubUrl}/negotiate?${query}`, { method: 'POST', headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const handshake = (client: RawClient) => client.socket.send(`{"protocol":"json","version":1}${RS}`);

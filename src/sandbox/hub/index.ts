/**
 * The notification hub: a SignalR-compatible WebSocket endpoint that the unchanged @microsoft/signalr
 * client connects to, so the bank can push account events (balance, statement, Pix) and logouts.
 * Wire protocol: dotnet/aspnetcore src/SignalR/docs/specs/TransportProtocols.md and HubProtocol.md.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  Refusals,
  accessToken,
  connectionTokenOf,
  hubRequestSerializer,
  originAllowed,
  refusalBody,
  type Refusal,
} from './access.ts';
import type { HubSocket } from './connection.ts';
import { NotificationHubServer } from './notification-hub.ts';

export interface HubPrincipal {
  accountId: string;
  sessionId: string;
}

export interface HubOptions {
  path?: string; // default '/hub/Notification'
  /** Verifies an access token (from `Authorization: Bearer` or, for browsers, the `access_token` query parameter); null refuses. */
  authenticate(token: string): Promise<HubPrincipal | null>;
  /** Origins allowed for browser connections; requests without Origin (Node clients) are allowed. */
  isOriginAllowed(origin: string): boolean;
  pingIntervalMs?: number; // default 15000
  clientTimeoutMs?: number; // default 30000 (close after this long without any message from the client)
  /** Clock for `occurredAt`; timers always use real time. */
  now?: () => Date;
  /** How long a negotiated connection token stays usable; default 15000. */
  connectionTokenTtlMs?: number;
  /** Told when an account gets its first connection (true) and loses its last (false). */
  onWatch?: (accountId: string, watching: boolean) => void;
  /**
   * Where negotiated connections wait for their WebSocket, when that may reach another process
   * (several processes on one port); by default this process's memory.
   */
  negotiations?: NegotiationStore;
}

/** Negotiated connections not yet opened: single use, each for its TTL. */
export interface NegotiationStore {
  put(connectionToken: string, pending: { connectionId: string; principal: HubPrincipal }, ttlMs: number): Promise<void>;
  claim(connectionToken: string): Promise<{ connectionId: string; principal: HubPrincipal } | undefined>;
}

export interface NotificationHub {
  /** Sends `target` with one argument to every connection of the account; each event gets an id and a per-account sequence number. */
  publish(accountId: string, target: string, payload: Record<string, unknown>): void;
  /** Sends Logout to the session's connections, then closes them. */
  revokeSession(sessionId: string): void;
  /** The accounts with at least one connection here. */
  watchedAccounts(): string[];
  /** Closes every socket abruptly (for tests of client reconnection). */
  dropAll(): void;
  connectionCount(accountId?: string): number;
  close(): Promise<void>;
}

/** Longest record a client may send; its messages are a few dozen bytes. */
const MAX_RECORD_CHARS = 64 * 1024;

/** Who may open the socket, decided before the upgrade so refusals are plain HTTP answers. */
interface Admission {
  connectionId: string;
  principal: HubPrincipal;
}

const samePrincipal = (a: HubPrincipal, b: HubPrincipal) => a.accountId === b.accountId && a.sessionId === b.sessionId;

function refuse(reply: FastifyReply, refusal: Refusal): FastifyReply {
  return reply.code(refusal.status).header('cache-control', 'no-store').send(refusalBody(refusal));
}

/**
 * Adds `POST {path}/negotiate` and the WebSocket at `{path}` to `app`. Call it before `listen()`.
 * Registers @fastify/websocket on `app` unless it is there already.
 */
export async function registerNotificationHub(app: FastifyInstance, options: HubOptions): Promise<NotificationHub> {
  const path = options.path ?? '/hub/Notification';
  const hub = new NotificationHubServer({
    pingIntervalMs: options.pingIntervalMs ?? 15_000,
    clientTimeoutMs: options.clientTimeoutMs ?? 30_000,
    connectionTokenTtlMs: options.connectionTokenTtlMs ?? 15_000,
    maxPendingConnections: 10_000,
    maxRecordChars: MAX_RECORD_CHARS,
    maxBufferedBytes: 1024 * 1024,
    now: options.now ?? (() => new Date()),
    ...(options.onWatch ? { onWatch: options.onWatch } : {}),
  });
  const ttlMs = options.connectionTokenTtlMs ?? 15_000;
  const negotiations = options.negotiations;

  // Our Close messages go out before @fastify/websocket closes the remaining sockets on app.close().
  app.addHook('preClose', () => hub.close());
  // Awaiting an empty plugin loads whatever was registered before us, so an @fastify/websocket queued
  // but not yet loaded is seen here. (`await app.after()` followed by a register leaves listen() hanging.)
  await app.register(async () => {});
  if (!app.hasPlugin('@fastify/websocket') && !app.hasDecorator('websocketServer')) {
    // ws accepts 100 MiB frames by default; hub clients only send handshakes, pings and closes.
    await app.register(fastifyWebsocket, { options: { maxPayload: MAX_RECORD_CHARS } });
  }

  async function authenticated(request: FastifyRequest): Promise<HubPrincipal | null> {
    const token = accessToken(request);
    return token === undefined ? null : options.authenticate(token);
  }

  /** Checks shared by negotiate and upgrade; a Refusal, or who is asking. */
  async function admit(request: FastifyRequest): Promise<Refusal | HubPrincipal> {
    if (hub.isClosing) return Refusals.closing;
    if (!originAllowed(request, options.isOriginAllowed)) return Refusals.originNotAllowed;
    return (await authenticated(request)) ?? Refusals.unauthenticated;
  }

  const isRefusal = (value: Refusal | HubPrincipal): value is Refusal => 'errorCode' in value;

  /** Negotiate as NotificationHubServer does, the pending connection kept where every process finds it. */
  async function negotiateShared(principal: HubPrincipal) {
    const connectionId = randomUUID();
    const connectionToken = randomBytes(32).toString('base64url');
    await negotiations!.put(connectionToken, { connectionId, principal }, ttlMs);
    return { connectionId, connectionToken };
  }
  const admissions = new WeakMap<FastifyRequest, Admission>();

  app.route({
    method: 'POST',
    url: `${path}/negotiate`,
    schema: { summary: 'SignalR negotiate (version 1): a connection token for the WebSocket, used once' },
    logSerializers: { req: hubRequestSerializer },
    handler: async (request, reply) => {
      const admitted = await admit(request);
      if (isRefusal(admitted)) return refuse(reply, admitted);
      const { connectionId, connectionToken } = negotiations ? await negotiateShared(admitted) : hub.negotiate(admitted);
      // Only negotiate version 1 is offered; older clients would put the public connectionId on the URL.
      return reply.header('cache-control', 'no-store').send({
        negotiateVersion: 1,
        connectionId,
        connectionToken,
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
      });
    },
  });

  app.route({
    method: 'GET',
    url: path,
    websocket: true,
    logSerializers: { req: hubRequestSerializer },
    preValidation: async (request, reply) => {
      const admitted = await admit(request);
      if (isRefusal(admitted)) return refuse(reply, admitted);
      const connectionToken = connectionTokenOf(request);
      if (connectionToken === undefined) {
        // Direct connect without negotiate (client option skipNegotiation): a fresh connection id.
        admissions.set(request, { connectionId: randomUUID(), principal: admitted });
        return;
      }
      const negotiated = negotiations ? await negotiations.claim(connectionToken) : hub.claim(connectionToken);
      if (!negotiated) return refuse(reply, Refusals.connectionNotFound);
      if (!samePrincipal(negotiated.principal, admitted)) return refuse(reply, Refusals.sessionMismatch);
      admissions.set(request, { connectionId: negotiated.connectionId, principal: admitted });
    },
    handler: (socket, request) => {
      const admission = admissions.get(request);
      admissions.delete(request);
      if (!admission) {
        socket.close(1008);
        return;
      }
      hub.accept(socket as HubSocket, admission.connectionId, admission.principal);
    },
  });

  return hub;
}

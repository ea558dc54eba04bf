import { randomBytes, randomUUID } from 'node:crypto';
import { AccountConnection, type ConnectionLimits, type HubSocket } from './connection.ts';
import { invocationMessage } from './protocol.ts';
import type { HubPrincipal, NotificationHub } from './index.ts';

/** A connection negotiated but not yet opened. */
interface PendingConnection {
  connectionId: string;
  principal: HubPrincipal;
  expiry: NodeJS.Timeout;
}

export interface HubSettings extends ConnectionLimits {
  connectionTokenTtlMs: number;
  maxPendingConnections: number;
  now: () => Date;
  /** Told when an account gets its first connection here (true) and loses its last (false). */
  onWatch?: (accountId: string, watching: boolean) => void;
}

/** Time hub.close() waits for clients to answer the Close message before destroying their sockets. */
const SHUTDOWN_GRACE_MS = 1500;

function addTo<K, V>(index: Map<K, Set<V>>, key: K, value: V): void {
  const set = index.get(key);
  if (set) set.add(value);
  else index.set(key, new Set([value]));
}

function removeFrom<K, V>(index: Map<K, Set<V>>, key: K, value: V): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) index.delete(key);
}

/** Which sockets belong to which account and session, and the per-account event sequence. */
export class NotificationHubServer implements NotificationHub {
  private readonly byAccount = new Map<string, Set<AccountConnection>>();
  private readonly bySession = new Map<string, Set<AccountConnection>>();
  private readonly pending = new Map<string, PendingConnection>();
  private readonly sequences = new Map<string, number>();
  private closing = false;
  private closed: Promise<void> | undefined;
  /** Set while close() waits for the last socket to go. */
  private onDrained: (() => void) | undefined;

  constructor(private readonly settings: HubSettings) {}

  get isClosing(): boolean {
    return this.closing;
  }

  /** Negotiate (TransportProtocols.md, version 1): the token is secret, single use and short lived. */
  negotiate(principal: HubPrincipal): { connectionId: string; connectionToken: string } {
    const connectionId = randomUUID();
    const connectionToken = randomBytes(32).toString('base64url');
    if (this.pending.size >= this.settings.maxPendingConnections) {
      const oldest = this.pending.keys().next();
      if (!oldest.done) this.forgetPending(oldest.value);
    }
    const expiry = setTimeout(() => this.pending.delete(connectionToken), this.settings.connectionTokenTtlMs).unref();
    this.pending.set(connectionToken, { connectionId, principal, expiry });
    return { connectionId, connectionToken };
  }

  /** Consumes a connection token; undefined when unknown, expired or already used. */
  claim(connectionToken: string): { connectionId: string; principal: HubPrincipal } | undefined {
    const pending = this.pending.get(connectionToken);
    if (!pending) return undefined;
    this.forgetPending(connectionToken);
    return { connectionId: pending.connectionId, principal: pending.principal };
  }

  accept(socket: HubSocket, connectionId: string, principal: HubPrincipal): void {
    const connection = new AccountConnection(socket, connectionId, principal, this.settings, (closed) => {
      removeFrom(this.byAccount, closed.accountId, closed);
      removeFrom(this.bySession, closed.sessionId, closed);
      if (!this.byAccount.has(closed.accountId)) this.settings.onWatch?.(closed.accountId, false);
      if (this.byAccount.size === 0) this.onDrained?.();
    });
    const first = !this.byAccount.has(principal.accountId);
    addTo(this.byAccount, principal.accountId, connection);
    if (first) this.settings.onWatch?.(principal.accountId, true);
    addTo(this.bySession, principal.sessionId, connection);
    if (this.closing) connection.close({ allowReconnect: true });
  }

  publish(accountId: string, target: string, payload: Record<string, unknown>): void {
    // The counter moves even with nobody connected: a client that reconnects sees the gap and refetches.
    const sequence = (this.sequences.get(accountId) ?? 0) + 1;
    this.sequences.set(accountId, sequence);
    const connections = this.byAccount.get(accountId);
    if (!connections) return;
    // Envelope fields come last so a payload cannot forge them.
    const event = { ...payload, eventId: randomUUID(), sequence, occurredAt: this.settings.now().toISOString() };
    const framed = invocationMessage(target, event);
    for (const connection of connections) {
      if (connection.isReady) connection.send(framed);
    }
  }

  revokeSession(sessionId: string): void {
    for (const [token, pending] of this.pending) {
      if (pending.principal.sessionId === sessionId) this.forgetPending(token);
    }
    // Logout is about one session, so it takes no place in the account's sequence.
    const logout = invocationMessage('Logout', {
      reason: 'SessionRevoked',
      eventId: randomUUID(),
      occurredAt: this.settings.now().toISOString(),
    });
    for (const connection of [...(this.bySession.get(sessionId) ?? [])]) {
      if (connection.isReady) connection.send(logout);
      connection.close({ error: 'Session revoked.' });
    }
  }

  dropAll(): void {
    for (const connection of [...this.byAccount.values()].flatMap((set) => [...set])) connection.drop();
  }

  watchedAccounts(): string[] {
    return [...this.byAccount.keys()];
  }

  connectionCount(accountId?: string): number {
    const sets = accountId === undefined ? [...this.byAccount.values()] : [this.byAccount.get(accountId) ?? new Set()];
    let count = 0;
    for (const set of sets) {
      for (const connection of set) if (connection.isReady) count += 1;
    }
    return count;
  }

  close(): Promise<void> {
    this.closed ??= this.shutDown();
    return this.closed;
  }

  private async shutDown(): Promise<void> {
    this.closing = true;
    for (const token of [...this.pending.keys()]) this.forgetPending(token);
    const open = [...this.byAccount.values()].flatMap((set) => [...set]);
    if (open.length === 0) return;
    const drained = new Promise<void>((resolve) => (this.onDrained = resolve));
    // A server going away is a reason to reconnect, not to give up (spec "Close Message Encoding").
    for (const connection of open) connection.close({ allowReconnect: true });
    const deadline = setTimeout(() => open.forEach((connection) => connection.drop()), SHUTDOWN_GRACE_MS);
    await drained;
    clearTimeout(deadline);
  }

  private forgetPending(connectionToken: string): void {
    const pending = this.pending.get(connectionToken);
    if (!pending) return;
    clearTimeout(pending.expiry);
    this.pending.delete(connectionToken);
  }
}

import type { HubPrincipal } from './index.ts';
import {
  RecordReader,
  closeMessage,
  completionWithError,
  handshakeResponse,
  pingMessage,
  readClientMessage,
  readHandshake,
  type CloseReason,
} from './protocol.ts';

/** The part of a `ws` WebSocket the hub uses. */
export interface HubSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: unknown, isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export interface ConnectionLimits {
  pingIntervalMs: number;
  clientTimeoutMs: number;
  /** Longest unterminated record kept while waiting for its separator. */
  maxRecordChars: number;
  /** A client this far behind on reading is cut off rather than buffered without end. */
  maxBufferedBytes: number;
}

const OPEN = 1;
/** Time the peer gets to answer our close frame before the socket is destroyed. */
const CLOSE_GRACE_MS = 1000;

function asText(data: unknown): string | null {
  if (typeof data === 'string') return data;
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data as Buffer[]).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return null;
}

/** One WebSocket of one signed-in session, from handshake to close. */
export class AccountConnection {
  private readonly reader = new RecordReader();
  private handshakeDone = false;
  private ended = false;
  private pingTimer: NodeJS.Timeout | undefined;
  private readonly silenceTimer: NodeJS.Timeout;
  private graceTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: HubSocket,
    readonly connectionId: string,
    readonly principal: HubPrincipal,
    private readonly limits: ConnectionLimits,
    private readonly onClosed: (connection: AccountConnection) => void,
  ) {
    // Also bounds the handshake: a client that never sends one is dropped after the same silence.
    this.silenceTimer = setTimeout(() => this.onClientSilent(), limits.clientTimeoutMs).unref();
    socket.on('message', (data, isBinary) => this.onData(data, isBinary));
    socket.on('close', () => this.onSocketClosed());
    socket.on('error', () => this.socket.terminate());
  }

  get accountId(): string {
    return this.principal.accountId;
  }

  get sessionId(): string {
    return this.principal.sessionId;
  }

  /** Handshake done and not closing: events may be sent. */
  get isReady(): boolean {
    return this.handshakeDone && !this.ended;
  }

  /** Sends an already framed message; false when the connection could not take it. */
  send(framed: string): boolean {
    if (this.ended || this.socket.readyState !== OPEN) return false;
    if (this.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.close({ error: 'Client is not reading its messages.', allowReconnect: true });
      return false;
    }
    this.write(framed);
    return true;
  }

  /** Ends the conversation with a Close message (spec "Close Message Encoding"), then the socket. */
  close(reason: CloseReason = {}): void {
    if (this.ended) return;
    this.ended = true;
    this.stopTimers();
    if (this.socket.readyState !== OPEN) return;
    if (this.handshakeDone) this.write(closeMessage(reason));
    this.socket.close(1000);
    this.graceTimer = setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
  }

  /** Drops the socket without any goodbye, as a network failure would. */
  drop(): void {
    this.ended = true;
    this.stopTimers();
    this.socket.terminate();
  }

  private onData(data: unknown, isBinary: boolean): void {
    if (this.ended) return;
    this.silenceTimer.refresh();
    const text = isBinary ? null : asText(data);
    if (text === null) {
      this.close({ error: 'Only text frames are accepted (transfer format Text).' });
      return;
    }
    for (const record of this.reader.push(text)) {
      if (this.ended) return;
      this.onRecord(record);
    }
    if (this.reader.pendingLength > this.limits.maxRecordChars) {
      this.close({ error: 'Message is too large.' });
    }
  }

  private onRecord(record: string): void {
    if (!this.handshakeDone) {
      // Spec: the first message must be a HandshakeRequest; on failure answer the error, then close.
      const handshake = readHandshake(record);
      if (!handshake.ok) {
        this.write(handshakeResponse(handshake.error));
        this.close();
        return;
      }
      this.handshakeDone = true;
      this.send(handshakeResponse());
      // Keep-alive (spec "Ping"), only once the handshake is answered: a ping goes out when nothing else
      // was sent for a whole interval, so every write re-arms this timer.
      this.pingTimer = setTimeout(() => this.onPingDue(), this.limits.pingIntervalMs).unref();
      return;
    }
    const message = readClientMessage(record);
    switch (message.kind) {
      case 'invocation':
        // The hub exposes no server methods. Non-blocking invocations get no answer (spec "Non-Blocking Invocations").
        if (message.invocationId !== undefined) {
          this.send(completionWithError(message.invocationId, `Method '${message.target}' does not exist.`));
        }
        return;
      case 'close':
        this.close();
        return;
      case 'invalid':
        this.close({ error: `Protocol error: ${message.reason}` });
        return;
      case 'ping':
      case 'ignored':
        return;
    }
  }

  private write(framed: string): void {
    this.socket.send(framed);
    // refresh() would re-arm a cleared timer, so only while the connection lives.
    if (!this.ended) this.pingTimer?.refresh();
  }

  private onPingDue(): void {
    this.send(pingMessage);
  }

  private onClientSilent(): void {
    // Before the handshake there is no protocol to say goodbye in; close() then only closes the socket.
    this.close({
      error: `Server timeout elapsed without receiving a message from the client in ${this.limits.clientTimeoutMs} ms.`,
      allowReconnect: true,
    });
  }

  private onSocketClosed(): void {
    this.ended = true;
    this.stopTimers();
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.onClosed(this);
  }

  private stopTimers(): void {
    clearTimeout(this.pingTimer);
    clearTimeout(this.silenceTimer);
  }
}

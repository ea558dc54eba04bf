/**
 * The SignalR JSON hub protocol, as far as a notification-only hub needs it
 * (dotnet/aspnetcore src/SignalR/docs/specs/HubProtocol.md, "JSON Encoding").
 * Every message is one JSON object terminated by the record separator 0x1E; a WebSocket
 * frame may carry several records, and nothing forbids a record from spanning frames.
 */
export const RECORD_SEPARATOR = '\u001e';

/** Message type numbers from the spec's "JSON Encoding" section. */
export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

/** What the hub understands from a client once the handshake is done. */
export type ClientMessage =
  | { kind: 'invocation'; invocationId: string | undefined; target: string }
  | { kind: 'ping' }
  | { kind: 'close' }
  /** CancelInvocation, Ack, Sequence: valid, but nothing for this hub to do. */
  | { kind: 'ignored' }
  | { kind: 'invalid'; reason: string };

export type HandshakeResult = { ok: true } | { ok: false; error: string };

/**
 * Splits incoming text into records. Complete records come out in order; an unterminated tail waits
 * for the next frame. `pendingLength` lets the connection refuse a peer that never terminates a record.
 */
export class RecordReader {
  private pending = '';

  push(chunk: string): string[] {
    const text = this.pending + chunk;
    const parts = text.split(RECORD_SEPARATOR);
    // The last part is whatever follows the final separator: '' when the chunk ended on a boundary.
    this.pending = parts.pop() ?? '';
    return parts;
  }

  get pendingLength(): number {
    return this.pending.length;
  }
}

export function frame(message: object): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

function parseObject(record: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(record);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The spec's HandshakeRequest: `{"protocol":"json","version":1}`; this hub speaks only JSON v1. */
export function readHandshake(record: string): HandshakeResult {
  const request = parseObject(record);
  if (!request || typeof request['protocol'] !== 'string' || typeof request['version'] !== 'number') {
    return { ok: false, error: 'Handshake was not a valid HandshakeRequest.' };
  }
  if (request['protocol'] !== 'json') {
    return { ok: false, error: `Requested protocol '${request['protocol']}' is not available.` };
  }
  if (request['version'] !== 1) {
    return { ok: false, error: `Requested protocol version '${request['version']}' is not supported.` };
  }
  return { ok: true };
}

export function readClientMessage(record: string): ClientMessage {
  const message = parseObject(record);
  if (!message) return { kind: 'invalid', reason: 'Message is not a JSON object.' };
  const invocationId = message['invocationId'];
  if (invocationId !== undefined && typeof invocationId !== 'string') {
    return { kind: 'invalid', reason: 'invocationId must be a string.' };
  }
  switch (message['type']) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation: {
      const target = message['target'];
      if (typeof target !== 'string') return { kind: 'invalid', reason: 'Invocation without a target.' };
      // A StreamInvocation always carries an id; a blocking one must be answered (spec "Non-Blocking Invocations").
      return { kind: 'invocation', invocationId, target };
    }
    case MessageType.Ping:
      return { kind: 'ping' };
    case MessageType.Close:
      return { kind: 'close' };
    case MessageType.CancelInvocation:
    case MessageType.Ack:
    case MessageType.Sequence:
      return { kind: 'ignored' };
    default:
      // StreamItem/Completion would answer an invocation the hub never made (spec "Errors").
      return { kind: 'invalid', reason: `Unexpected message type '${String(message['type'])}'.` };
  }
}

export const handshakeResponse = (error?: string): string => frame(error ? { error } : {});

export const pingMessage = frame({ type: MessageType.Ping });

export const invocationMessage = (target: string, argument: unknown): string =>
  frame({ type: MessageType.Invocation, target, arguments: [argument] });

export const completionWithError = (invocationId: string, error: string): string =>
  frame({ type: MessageType.Completion, invocationId, error });

export interface CloseReason {
  error?: string;
  /** Tells clients with automatic reconnect to try again (spec "Close Message Encoding"). */
  allowReconnect?: boolean;
}

export const closeMessage = ({ error, allowReconnect }: CloseReason = {}): string =>
  frame({
    type: MessageType.Close,
    ...(error ? { error } : {}),
    ...(allowReconnect ? { allowReconnect: true } : {}),
  });

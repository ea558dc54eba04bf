import type { HubEvent } from '../money/outbox.ts';

/** What one process of the sandbox tells the others. */
export type BusMessage =
  /** Events for accounts whose hub connections another process holds. */
  | { kind: 'hubEvents'; events: HubEvent[] }
  /** The accounts this process holds hub connections for, all of them (`every`) or what changed. */
  | { kind: 'watching'; accounts: string[]; on: boolean; every?: boolean }
  /** A process started, or came back to the bus: the others say what they watch. */
  | { kind: 'hello' }
  | { kind: 'bye' }
  | { kind: 'sessionClosed'; sessionId: string }
  | { kind: 'clock'; offsetMs: number }
  | { kind: 'addressFailure'; limiter: string; address: string; at: number };

/**
 * The line between the processes of one sandbox (SANDBOX_WORKERS, or sandboxes started apart on
 * the same PostgreSQL database): hub events, closed sessions, the sandbox clock and failures per
 * address, so whatever process a client reaches answers as one bank would.
 */
export interface SandboxBus {
  /** False when this process is the whole sandbox: nothing is sent. */
  readonly shared: boolean;
  /** Sends to the other processes; `settle` ones are waited for by `settled`. Never to this process. */
  publish(message: BusMessage, options?: { settle?: boolean }): void;
  onMessage(handler: (message: BusMessage, from: string) => void): void;
  /** Called when the bus came back after losing its connection: messages may have been missed. */
  onResync(handler: () => void): void;
  /** Resolves once every `settle` message sent so far has reached the other processes' listening connections. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** The bus of a sandbox that is one process. */
export function localBus(): SandboxBus {
  return {
    shared: false,
    publish: () => undefined,
    onMessage: () => undefined,
    onResync: () => undefined,
    settled: async () => undefined,
    close: async () => undefined,
  };
}

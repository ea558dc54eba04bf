import type { EventEmitter } from 'node:events';
import type { SandboxClock } from './clock.ts';
import type { SandboxConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { TokenService } from './auth/tokens.ts';
import type { NotificationHub } from './hub/index.ts';
import type { SandboxBus } from './processes/bus.ts';

/** What happens in the bank that other parts (the hub, webhooks) react to. */
export interface SandboxEvents {
  sessionClosed: [sessionId: string];
  /** A money transaction committed: it may have written webhook events (the worker looks at once). */
  committed: [];
}

/** What every route of the sandbox works with. */
export interface SandboxContext {
  config: SandboxConfig;
  db: Database;
  clock: SandboxClock;
  tokens: TokenService;
  events: EventEmitter<SandboxEvents>;
  /** What this process tells the other processes of the sandbox, and hears from them. */
  bus: SandboxBus;
  /** The real-time hub; set once the app is built. */
  hub: NotificationHub | null;
}

import type { NotificationHub } from '../hub/index.ts';
import type { SandboxBus } from './bus.ts';

/** Every process tells what it watches this often; a watch not told again for WATCH_TTL_MS is forgotten (a process killed). */
const ANNOUNCE_MS = 30_000;
const WATCH_TTL_MS = 75_000;

export interface SharedHub extends NotificationHub {
  /** Whether another process said it holds connections of the account. */
  watchedElsewhere(accountId: string): boolean;
}

/**
 * The hub of this process joined to the other processes' (docs/sandbox-processes.md): an event
 * published here reaches this process's connections of the account and, through the bus, those
 * other processes hold. Processes tell each other which accounts they hold connections for, so an
 * event crosses the bus only when someone on the other side listens for it.
 */
export function shareHub(
  hub: NotificationHub,
  bus: SandboxBus,
): { hub: SharedHub; onWatch: (accountId: string, watching: boolean) => void } {
  /** account → process → when it last said it watches. */
  const remote = new Map<string, Map<string, number>>();
  const watchedElsewhere = (accountId: string) => {
    const watchers = remote.get(accountId);
    if (!watchers) return false;
    const fresh = Date.now() - WATCH_TTL_MS;
    for (const [process, seen] of watchers) if (seen < fresh) watchers.delete(process);
    if (watchers.size === 0) remote.delete(accountId);
    return watchers.size > 0;
  };
  const forget = (process: string) => {
    for (const [accountId, watchers] of remote) {
      watchers.delete(process);
      if (watchers.size === 0) remote.delete(accountId);
    }
  };
  const announce = () => bus.publish({ kind: 'watching', accounts: hub.watchedAccounts(), on: true, every: true });

  bus.onMessage((message, from) => {
    switch (message.kind) {
      case 'hubEvents':
        for (const event of message.events) hub.publish(event.accountId, event.target, event.payload);
        return;
      case 'watching': {
        if (message.every) forget(from);
        const now = Date.now();
        for (const accountId of message.accounts) {
          if (message.on) remote.set(accountId, (remote.get(accountId) ?? new Map<string, number>()).set(from, now));
          else remote.get(accountId)?.delete(from);
        }
        return;
      }
      case 'hello':
        announce();
        return;
      case 'bye':
        forget(from);
        return;
    }
  });
  bus.onResync(() => {
    remote.clear();
    bus.publish({ kind: 'hello' });
    announce();
  });
  bus.publish({ kind: 'hello' });
  const announcing = setInterval(announce, ANNOUNCE_MS).unref();

  return {
    onWatch: (accountId, watching) => bus.publish({ kind: 'watching', accounts: [accountId], on: watching }),
    hub: {
      publish(accountId, target, payload) {
        hub.publish(accountId, target, payload);
        if (watchedElsewhere(accountId)) bus.publish({ kind: 'hubEvents', events: [{ accountId, target, payload }] });
      },
      watchedElsewhere,
      revokeSession: (sessionId) => hub.revokeSession(sessionId),
      watchedAccounts: () => hub.watchedAccounts(),
      dropAll: () => hub.dropAll(),
      connectionCount: (accountId) => hub.connectionCount(accountId),
      close: () => {
        clearInterval(announcing);
        return hub.close();
      },
    },
  };
}

import type { SandboxContext } from '../context.ts';
import type { Sql } from '../db/database.ts';
import { MoneyOutbox, type HubEvent } from './outbox.ts';

/**
 * Runs `work` in one database transaction (retried by the database layer when PostgreSQL asks) and
 * publishes its hub events once it has committed. A fresh outbox per attempt, so a retried attempt
 * never sends the events of the one that failed.
 */
export async function moneyTransaction<T>(ctx: SandboxContext, work: (tx: Sql, outbox: MoneyOutbox) => Promise<T>): Promise<T> {
  const { result, events } = await ctx.db.transaction(async (tx) => {
    const outbox = new MoneyOutbox();
    const result = await work(tx, outbox);
    return { result, events: await outbox.seal(tx) };
  });
  publishEvents(ctx, events);
  return result;
}

export function publishEvents(ctx: SandboxContext, events: readonly HubEvent[]): void {
  ctx.events.emit('committed');
  const hub = ctx.hub;
  if (!hub) return;
  for (const event of events) hub.publish(event.accountId, event.target, event.payload);
}

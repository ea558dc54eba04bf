import type { SandboxContext } from '../../context.ts';
import { one } from '../../db/database.ts';
import { moneyTransaction } from '../money-transaction.ts';
import { transferEntity, type TransferRow } from './transfer-entity.ts';

/**
 * The receiving bank settles the transfers left PROCESSING (magic amount .77) once their time has
 * come by the sandbox clock. The money left at approval, so settling only changes the status. Runs
 * lazily before transfers are read, and from a timer.
 */
export async function settleDueTransfers(ctx: SandboxContext): Promise<number> {
  const now = ctx.clock.now();
  const due = await one(ctx.db, `select 1 from transfers where status = 'PROCESSING' and settle_at <= $1 limit 1`, [now]);
  if (!due) return 0;
  return moneyTransaction(ctx, async (tx, outbox) => {
    const settled = await tx.query<TransferRow>(
      `update transfers set status = 'COMPLETED', completed_at = settle_at, updated_at = $1
        where status = 'PROCESSING' and settle_at <= $1 returning *`,
      [now],
    );
    for (const row of settled) outbox.add(row.account_id, 'AccountTransfer', { transfer: transferEntity(row) });
    return settled.length;
  });
}

/** Checks every few seconds while the app runs; the timer never keeps the process alive. */
export function startSettlementTimer(ctx: SandboxContext, everyMs = 2_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    settleDueTransfers(ctx)
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

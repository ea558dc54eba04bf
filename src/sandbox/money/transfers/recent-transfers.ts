import type { SandboxContext } from '../../context.ts';
import type { TransferRow } from './transfer-entity.ts';

const KEEP_MS = 10 * 60_000;
const MAX_KEPT = 10_000;
const kept = new WeakMap<SandboxContext, Map<string, { row: TransferRow; until: number }>>();

function keptOf(ctx: SandboxContext) {
  let transfers = kept.get(ctx);
  if (!transfers) {
    transfers = new Map();
    kept.set(ctx, transfers);
  }
  return transfers;
}

/**
 * Transfers this process created in the last minutes, kept for their approval, which then reads
 * nothing before its statement: what an approval prepares from (type, amount, fee, the parties,
 * the key) never changes once a transfer is created, and its status is checked under lock by the
 * approval statement itself.
 */
export function rememberTransfer(ctx: SandboxContext, row: TransferRow): void {
  const transfers = keptOf(ctx);
  if (transfers.size >= MAX_KEPT) transfers.delete(transfers.keys().next().value!);
  transfers.set(row.id, { row, until: Date.now() + KEEP_MS });
}

export function recentTransfer(ctx: SandboxContext, id: string): TransferRow | undefined {
  const transfers = keptOf(ctx);
  const entry = transfers.get(id);
  if (!entry) return undefined;
  transfers.delete(id);
  return entry.until > Date.now() ? entry.row : undefined;
}

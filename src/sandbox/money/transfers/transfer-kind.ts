import type { Transfer } from '../../../generated/schemas.ts';
import type { SandboxContext } from '../../context.ts';
import { Errors } from '../../errors.ts';
import type { PendingKind, PendingRow } from '../approval/decide-operation.ts';
import { executeTransfer } from './execute-transfer.ts';
import { approveTransferAtOnce } from './approve-transfer.ts';
import { recentTransfer } from './recent-transfers.ts';
import { readTransfer, type TransferRow } from './transfer-entity.ts';

/** Transfers as operations that wait for approval. */
export function transferKind(ctx: SandboxContext): PendingKind<Transfer> {
  return {
    table: 'transfers',
    hubTarget: 'AccountTransfer',
    payloadField: 'transfer',
    notFound: Errors.transferNotFound,
    notPending: Errors.transferNotPending,
    notCancelable: Errors.transferNotCancelable,
    read: readTransfer,
    execute: (tx, outbox, id, now) => executeTransfer(ctx.config, tx, outbox, id, now),
    approveAtOnce: (principal, row, body) => approveTransferAtOnce(ctx, principal, row as unknown as TransferRow, body),
    knownRow: (id) => recentTransfer(ctx, id) as unknown as PendingRow | undefined,
  };
}

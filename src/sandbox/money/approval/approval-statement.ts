import type { LimitRefusal } from '../../account-services/limits.ts';
import type { SandboxContext } from '../../context.ts';
import { GroupCommit } from '../../db/group-commit.ts';
import type { FinalBalance } from '../outbox.ts';

/** One approval as approve_transfer (migration 013) takes it: every write prepared, every check named. */
export interface StatementApproval {
  transfer: string;
  /** The payer's account, the transfer's owner. */
  account: string;
  session: string;
  user: string;
  /** The stored hash and digest the password was checked against, and the merchant whose method was PASSWORD. */
  passwordHash: string;
  digest: string;
  merchant: string;
  approver: string;
  at: Date;
  limit: {
    product: string;
    amount: number;
    entities: readonly string[];
    dayFrom: Date;
    dayTo: Date;
    nightFrom: Date | null;
    nightTo: Date | null;
  };
  movement: { id: string; entity: string; description: string };
  postings: {
    id: string;
    account: string;
    amount: number;
    description: string;
    entity: string;
    metadata: Record<string, unknown> | null;
    relation: string | null;
    canReverse: boolean;
  }[];
  /** A receives row by column, or null. */
  receive: Record<string, unknown> | null;
  /** A messages row by column, or null. */
  message: Record<string, unknown> | null;
  outcome: { status: 'COMPLETED' | 'PROCESSING'; settleAt: Date | null; message: string | null };
}

export type StatementOutcome =
  | {
      outcome: 'APPROVED';
      /** The operation's columns the statement does not know beforehand. */
      failedAttempts: number;
      message: string | null;
      /** Each posting's balance after it, in the order sent. */
      balances: number[];
      /** The customer accounts posted to, in id order, as they stand after the approval. */
      accounts: FinalBalance[];
    }
  | { outcome: 'SESSION_CLOSED' | 'STALE_CREDENTIALS' | 'APPROVALS_LOCKED' | 'NOT_FOUND' | 'INSUFFICIENT_FUNDS' }
  | { outcome: 'NOT_PENDING'; status: string }
  | { outcome: 'LIMIT'; limit: LimitRefusal };

/** Approvals in one statement: up to 32 that queue on the same rows share a commit (docs/sandbox-money.md). */
const MAX_BATCH = 32;
/**
 * One statement in flight, on PostgreSQL as on PGlite (which writes one at a time anyway): the
 * approvals that arrive meanwhile fill the next one. With two or four in flight, statements left
 * half empty, and each paid its round trip, its function call and its commit (bench:ledger).
 */
const MAX_IN_FLIGHT = 1;

const batches = new WeakMap<SandboxContext, GroupCommit<StatementApproval, StatementOutcome>>();

function batchesOf(ctx: SandboxContext): GroupCommit<StatementApproval, StatementOutcome> {
  let group = batches.get(ctx);
  if (!group) {
    group = new GroupCommit<StatementApproval, StatementOutcome>(
      async (items) => {
        const [row] = await ctx.db.query<{ outcomes: StatementOutcome[] }>('select approve_transfers($1::jsonb) as outcomes', [
          JSON.stringify(items),
        ]);
        return row!.outcomes;
      },
      {
        maxBatch: MAX_BATCH,
        maxInFlight: MAX_IN_FLIGHT,
        keysOf: (item) => [item.transfer, ...item.postings.map((posting) => posting.account)],
      },
    );
    batches.set(ctx, group);
  }
  return group;
}

/** Decides one approval in the approval statement, sharing its commit with others waiting on the same rows. */
export function approveInOneStatement(ctx: SandboxContext, approval: StatementApproval): Promise<StatementOutcome> {
  return batchesOf(ctx).submit(approval);
}

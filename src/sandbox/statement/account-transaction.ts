import type { AccountTransaction, TransactionMetadata } from '../../generated/schemas.ts';
import { fromCents } from '../../domain/index.ts';

/** A posting as the statement reads it. */
export interface PostingRow {
  id: string;
  account_id: string;
  amount_cents: number;
  balance_after_cents: number;
  description: string;
  entity: string;
  executed_at: Date;
  metadata: TransactionMetadata | null;
  relation_id: string | null;
  can_reverse: boolean;
}

export const POSTING_COLUMNS =
  'id, account_id, amount_cents, balance_after_cents, description, entity, executed_at, metadata, relation_id, can_reverse';

/** spec 000 §3 account transaction: a positive amount in reais, its direction in launch. */
export function accountTransaction(row: PostingRow): AccountTransaction {
  return {
    id: row.id,
    accountId: row.account_id,
    currency: 'BRL',
    amount: fromCents(Math.abs(row.amount_cents)),
    balance: fromCents(row.balance_after_cents),
    launch: row.amount_cents > 0 ? 'CREDIT' : 'DEBIT',
    description: row.description,
    entity: row.entity,
    executedAt: new Date(row.executed_at).toISOString(),
    metadata: row.metadata,
    relationId: row.relation_id,
    canReverse: row.can_reverse,
  };
}

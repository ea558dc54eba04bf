import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/database.ts';
import { ApiError } from '../errors.ts';

/** One leg of a movement. `amountCents` is signed: positive credits the account, negative debits it. */
export interface PostingInput {
  accountId: string;
  amountCents: number;
  description: string;
  metadata?: Record<string, unknown> | null;
  relationId?: string | null;
  canReverse?: boolean;
}

export interface MovementInput {
  entity: string;
  description: string;
  executedAt: Date;
  postings: PostingInput[];
}

export interface PostedMovement {
  movementId: string;
  postings: { id: string; accountId: string; amountCents: number; balanceAfterCents: number }[];
}

export const insufficientFunds = () => new ApiError(422, 'LD10001', 'Saldo insuficiente para esta operação.');

/**
 * Posts a balanced movement inside the caller's transaction. Accounts are locked in id order so two
 * movements over the same accounts never deadlock, and a balance never goes below zero unless the
 * account may be negative.
 */
export async function postMovement(tx: Sql, movement: MovementInput): Promise<PostedMovement> {
  assertBalanced(movement.postings);
  const accountIds = [...new Set(movement.postings.map((posting) => posting.accountId))].sort();
  const locked = await tx.query<{ id: string; balance_cents: number; can_negative_balance: boolean }>(
    'select id, balance_cents, can_negative_balance from accounts where id = any($1::uuid[]) order by id for update',
    [accountIds],
  );
  const balances = new Map(locked.map((row) => [row.id, row]));
  if (balances.size !== accountIds.length) throw new Error('posting to an unknown account');

  const movementId = randomUUID();
  await tx.query('insert into movements (id, entity, description, executed_at, created_at) values ($1, $2, $3, $4, $4)', [
    movementId,
    movement.entity,
    movement.description,
    movement.executedAt,
  ]);
  const posted: PostedMovement['postings'] = [];
  for (const posting of movement.postings) {
    const account = balances.get(posting.accountId)!;
    const balanceAfter = account.balance_cents + posting.amountCents;
    if (balanceAfter < 0 && !account.can_negative_balance && posting.amountCents < 0) throw insufficientFunds();
    account.balance_cents = balanceAfter;
    const id = randomUUID();
    await tx.query(
      `insert into postings (id, movement_id, account_id, amount_cents, balance_after_cents, description, entity,
         metadata, relation_id, can_reverse, executed_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        id,
        movementId,
        posting.accountId,
        posting.amountCents,
        balanceAfter,
        posting.description,
        movement.entity,
        posting.metadata ? JSON.stringify(posting.metadata) : null,
        posting.relationId ?? null,
        posting.canReverse ?? false,
        movement.executedAt,
      ],
    );
    posted.push({ id, accountId: posting.accountId, amountCents: posting.amountCents, balanceAfterCents: balanceAfter });
  }
  for (const account of balances.values()) {
    await tx.query('update accounts set balance_cents = $2, updated_at = $3 where id = $1', [
      account.id,
      account.balance_cents,
      movement.executedAt,
    ]);
  }
  return { movementId, postings: posted };
}

function assertBalanced(postings: PostingInput[]): void {
  if (postings.length < 2) throw new Error('a movement needs at least two postings');
  let sum = 0;
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amountCents) || posting.amountCents === 0) {
      throw new Error(`posting amount must be a non-zero whole number of cents: ${posting.amountCents}`);
    }
    sum += posting.amountCents;
  }
  if (sum !== 0) throw new Error(`movement does not balance: postings sum to ${sum} cents`);
}

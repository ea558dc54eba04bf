import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/database.ts';
import { ApiError } from '../errors.ts';

/** One leg of a movement. `amountCents` is signed: positive credits the account, negative debits it. */
export interface PostingInput {
  /** The posting's id, when the caller needs it beforehand (a receive names its credit). */
  id?: string;
  accountId: string;
  amountCents: number;
  description: string;
  /** The statement entity of this leg when it differs from the movement's (a fee inside a transfer). */
  entity?: string;
  metadata?: Record<string, unknown> | null;
  relationId?: string | null;
  canReverse?: boolean;
}

export interface MovementInput {
  /** The movement's id, when the caller needs it beforehand (to write it into the metadata). */
  id?: string;
  entity: string;
  description: string;
  executedAt: Date;
  postings: PostingInput[];
}

export interface PostedPosting {
  id: string;
  accountId: string;
  amountCents: number;
  balanceAfterCents: number;
  entity: string;
  description: string;
  metadata: Record<string, unknown> | null;
  relationId: string | null;
  canReverse: boolean;
  executedAt: Date;
}

export interface PostedMovement {
  movementId: string;
  postings: PostedPosting[];
}

export const insufficientFunds = () => new ApiError(422, 'LD10001', 'Saldo insuficiente para esta operação.');

export interface LockedAccount {
  id: string;
  balance_cents: number;
  blocked_debit_cents: number;
  can_negative_balance: boolean;
}

/**
 * Locks the accounts for the rest of the transaction, always in id order, so two transactions over
 * the same accounts wait for each other instead of deadlocking. Call it before any other lock on
 * these accounts' data (limits) when a movement will follow. The lock is FOR NO KEY UPDATE: it
 * excludes every other balance update, but not the key-share locks that inserting a row that refers
 * to the account takes (a new transfer, a message); FOR UPDATE would make those wait and, as their
 * foreign-key checks lock accounts in no particular order, deadlock against the id order here.
 */
export async function lockAccounts(tx: Sql, accountIds: readonly string[]): Promise<LockedAccount[]> {
  const ids = [...new Set(accountIds)].sort();
  return tx.query<LockedAccount>(
    `select id, balance_cents, blocked_debit_cents, can_negative_balance
       from accounts where id = any($1::uuid[]) order by id for no key update`,
    [ids],
  );
}

/**
 * Refuses, before anything else is checked, a debit the account's available balance cannot cover.
 * postMovement checks again posting by posting; this only gives the clearer answer first.
 */
export function assertCovers(account: LockedAccount | undefined, debitCents: number): void {
  if (!account || account.can_negative_balance) return;
  if (account.balance_cents - account.blocked_debit_cents < debitCents) throw insufficientFunds();
}

/**
 * Posts a balanced movement inside the caller's transaction. Accounts are locked in id order so two
 * movements over the same accounts never deadlock, and a debit never takes the available balance
 * (balance less what is blocked for debits) below zero unless the account may be negative.
 */
export async function postMovement(tx: Sql, movement: MovementInput): Promise<PostedMovement> {
  assertBalanced(movement.postings);
  const accountIds = [...new Set(movement.postings.map((posting) => posting.accountId))];
  const locked = await lockAccounts(tx, accountIds);
  const balances = new Map(locked.map((row) => [row.id, row]));
  if (balances.size !== accountIds.length) throw new Error('posting to an unknown account');

  const movementId = movement.id ?? randomUUID();
  await tx.query('insert into movements (id, entity, description, executed_at, created_at) values ($1, $2, $3, $4, $4)', [
    movementId,
    movement.entity,
    movement.description,
    movement.executedAt,
  ]);
  const posted: PostedPosting[] = [];
  for (const posting of movement.postings) {
    const account = balances.get(posting.accountId)!;
    const balanceAfter = account.balance_cents + posting.amountCents;
    const availableAfter = balanceAfter - account.blocked_debit_cents;
    if (availableAfter < 0 && !account.can_negative_balance && posting.amountCents < 0) throw insufficientFunds();
    account.balance_cents = balanceAfter;
    const id = posting.id ?? randomUUID();
    const entity = posting.entity ?? movement.entity;
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
        entity,
        posting.metadata ? JSON.stringify(posting.metadata) : null,
        posting.relationId ?? null,
        posting.canReverse ?? false,
        movement.executedAt,
      ],
    );
    posted.push({
      id,
      accountId: posting.accountId,
      amountCents: posting.amountCents,
      balanceAfterCents: balanceAfter,
      entity,
      description: posting.description,
      metadata: posting.metadata ?? null,
      relationId: posting.relationId ?? null,
      canReverse: posting.canReverse ?? false,
      executedAt: movement.executedAt,
    });
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

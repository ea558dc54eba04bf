import type { Party, Transfer } from '../../../generated/schemas.ts';
import { fromCents } from '../../../domain/index.ts';
import { one, type Sql } from '../../db/database.ts';
import { Errors } from '../../errors.ts';
import { MAX_WRONG_TRIES } from '../approval/one-time-tokens.ts';

export interface TransferRow {
  id: string;
  account_id: string;
  product_id: string | null;
  type: Transfer['type'];
  status: Transfer['status'];
  amount_cents: number;
  fee_cents: number;
  description: string | null;
  payer: Party;
  receiver: Party;
  receiver_account_id: string | null;
  key: string | null;
  end_to_end_id: string | null;
  movement_id: string | null;
  return_movement_id: string | null;
  failed_attempts: number;
  message: string | null;
  settle_at: Date | null;
  user_id: string | null;
  user_name: string | null;
  created_at: Date;
  updated_at: Date;
  approved_at: Date | null;
  completed_at: Date | null;
  canceled_at: Date | null;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function transferEntity(row: TransferRow): Transfer {
  return {
    id: row.id,
    accountId: row.account_id,
    productId: row.product_id,
    type: row.type,
    status: row.status,
    currency: 'BRL',
    amount: fromCents(row.amount_cents),
    fee: fromCents(row.fee_cents),
    description: row.description,
    payer: row.payer,
    receiver: row.receiver,
    key: row.key,
    endToEndId: row.end_to_end_id,
    movementId: row.movement_id,
    message: row.message,
    remainingAttempts: row.status === 'CREATED' ? Math.max(0, MAX_WRONG_TRIES - row.failed_attempts) : 0,
    userId: row.user_id,
    userName: row.user_name,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    approvedAt: iso(row.approved_at),
    completedAt: iso(row.completed_at),
    canceledAt: iso(row.canceled_at),
    settleAt: iso(row.settle_at),
  };
}

export async function transferRow(sql: Sql, id: string, lock = false): Promise<TransferRow> {
  const row = await one<TransferRow>(sql, `select * from transfers where id = $1${lock ? ' for no key update' : ''}`, [id]);
  if (!row) throw Errors.transferNotFound();
  return row;
}

export async function readTransfer(sql: Sql, id: string): Promise<Transfer> {
  return transferEntity(await transferRow(sql, id));
}

import type { Party, Payment } from '../../../generated/schemas.ts';
import { fromCents } from '../../../domain/index.ts';
import { one, type Sql } from '../../db/database.ts';
import { Errors } from '../../errors.ts';
import { MAX_WRONG_TRIES } from '../approval/one-time-tokens.ts';

export interface PaymentRow {
  id: string;
  account_id: string;
  product_id: string | null;
  type: Payment['type'];
  status: Payment['status'];
  amount_cents: number;
  description: string | null;
  payer: Party;
  receiver: Party;
  receiver_account_id: string | null;
  billing_id: string | null;
  key: string | null;
  emv: string | null;
  digitable_line: string | null;
  barcode: string | null;
  due_date: string | null;
  end_to_end_id: string | null;
  auth: string | null;
  movement_id: string | null;
  reverse_movement_id: string | null;
  failed_attempts: number;
  message: string | null;
  user_id: string | null;
  user_name: string | null;
  created_at: Date;
  updated_at: Date;
  approved_at: Date | null;
  completed_at: Date | null;
  canceled_at: Date | null;
  reversed_at: Date | null;
}

export const PAYMENT_COLUMNS = `id, account_id, product_id, type, status, amount_cents, description, payer, receiver,
  receiver_account_id, billing_id, key, emv, digitable_line, barcode, due_date::text as due_date, end_to_end_id, auth,
  movement_id, reverse_movement_id, failed_attempts, message, user_id, user_name, created_at, updated_at, approved_at,
  completed_at, canceled_at, reversed_at`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function paymentEntity(row: PaymentRow): Payment {
  return {
    id: row.id,
    accountId: row.account_id,
    productId: row.product_id,
    type: row.type,
    status: row.status,
    currency: 'BRL',
    amount: fromCents(row.amount_cents),
    description: row.description,
    payer: row.payer,
    receiver: row.receiver,
    billingId: row.billing_id,
    key: row.key,
    emv: row.emv,
    digitableLine: row.digitable_line,
    barcode: row.barcode,
    dueDate: row.due_date,
    endToEndId: row.end_to_end_id,
    auth: row.auth,
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
    reversedAt: iso(row.reversed_at),
  };
}

export async function paymentRow(sql: Sql, id: string, lock = false): Promise<PaymentRow> {
  const row = await one<PaymentRow>(
    sql,
    `select ${PAYMENT_COLUMNS} from payments where id = $1${lock ? ' for no key update' : ''}`,
    [id],
  );
  if (!row) throw Errors.paymentNotFound();
  return row;
}

export async function readPayment(sql: Sql, id: string): Promise<Payment> {
  return paymentEntity(await paymentRow(sql, id));
}

import type { Party, Receive } from '../../../generated/schemas.ts';
import { fromCents } from '../../../domain/index.ts';
import { one, type Sql } from '../../db/database.ts';
import { Errors } from '../../errors.ts';

/** BACEN: a PIX can be returned within 90 days of its settlement. */
export const REFUND_WINDOW_DAYS = 90;

export interface ReceiveRow {
  id: string;
  account_id: string;
  product_id: string | null;
  type: string;
  status: Receive['status'];
  amount_cents: number;
  reversed_cents: number;
  description: string | null;
  payer: Party;
  creditor: Party;
  payer_account_id: string | null;
  payer_entity: string | null;
  billing_id: string | null;
  transfer_id: string | null;
  payment_id: string | null;
  key: string | null;
  end_to_end_id: string | null;
  posting_id: string | null;
  can_reverse: boolean;
  created_at: Date;
  updated_at: Date;
}

export function withinRefundWindow(row: Pick<ReceiveRow, 'created_at'>, now: Date): boolean {
  return now.getTime() - new Date(row.created_at).getTime() <= REFUND_WINDOW_DAYS * 86_400_000;
}

export function receiveEntity(row: ReceiveRow, now: Date): Receive {
  return {
    id: row.id,
    accountId: row.account_id,
    productId: row.product_id,
    type: row.type,
    currency: 'BRL',
    amount: fromCents(row.amount_cents),
    reversedAmount: fromCents(row.reversed_cents),
    description: row.description,
    creditor: row.creditor,
    payer: row.payer,
    status: row.status,
    executeIn: new Date(row.created_at).toISOString(),
    key: row.key,
    endToEndId: row.end_to_end_id,
    billingId: row.billing_id,
    tags: [],
    message: null,
    requestClientId: null,
    userId: null,
    userName: null,
    canReverse: row.can_reverse && row.reversed_cents < row.amount_cents && withinRefundWindow(row, now),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function receiveRow(sql: Sql, id: string, lock = false): Promise<ReceiveRow> {
  const row = await one<ReceiveRow>(sql, `select * from receives where id = $1${lock ? ' for no key update' : ''}`, [id]);
  if (!row) throw Errors.receiveNotFound();
  return row;
}

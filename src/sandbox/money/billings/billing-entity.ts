import type { Billing, BillingDiscount, BillingPenalty, Drawee } from '../../../generated/schemas.ts';
import { fromCents } from '../../../domain/index.ts';
import { one, type Sql } from '../../db/database.ts';
import { Errors } from '../../errors.ts';

export interface BillingRow {
  id: string;
  account_id: string;
  product_id: string | null;
  partner_id: string | null;
  type: Billing['type'];
  status: Billing['status'];
  pix_status: Billing['pixStatus'];
  amount_cents: number;
  amount_received_cents: number;
  amount_refunded_cents: number;
  description: string | null;
  /** yyyy-MM-dd */
  due_date: string | null;
  overdue_date: string | null;
  expires_at: Date | null;
  drawee: Drawee | null;
  discount: BillingDiscount | null;
  penalty: BillingPenalty | null;
  qr_key: string | null;
  txid: string | null;
  emv: string | null;
  digitable_line: string | null;
  barcode: string | null;
  our_number: string | null;
  pix_key: string | null;
  tags: string[];
  message: string | null;
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Dates as text: `date` columns would otherwise come back as instants in the server's time zone. */
export const BILLING_COLUMNS = `id, account_id, product_id, partner_id, type, status, pix_status, amount_cents,
  amount_received_cents, amount_refunded_cents, description, due_date::text as due_date,
  overdue_date::text as overdue_date, expires_at, drawee, discount, penalty, qr_key, txid, emv, digitable_line, barcode,
  our_number, pix_key, tags, message, paid_at, created_at, updated_at`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** The location a dynamic PIX charge's BR Code points at (BACEN: the PSP serves the charge there). */
export const PIX_LOCATION_PREFIX = 'pix.balcao.example/qr/v2/';

export function billingEntity(row: BillingRow): Billing {
  const location = row.type === 'PIX_DYNAMIC' ? `${PIX_LOCATION_PREFIX}${row.id.replace(/-/g, '')}` : null;
  return {
    id: row.id,
    accountId: row.account_id,
    productId: row.product_id,
    partnerId: row.partner_id,
    type: row.type,
    currency: 'BRL',
    amount: fromCents(row.amount_cents),
    amountReceived: fromCents(row.amount_received_cents),
    amountRefunded: fromCents(row.amount_refunded_cents),
    description: row.description,
    dueDate: row.due_date,
    overdueDate: row.overdue_date,
    issueDate: new Date(row.created_at).toISOString().slice(0, 10),
    expiresAt: iso(row.expires_at),
    status: row.status,
    pixStatus: row.pix_status,
    drawee: row.drawee,
    discount: row.discount,
    penalty: row.penalty,
    metadata: {
      key: row.qr_key ?? row.pix_key,
      emv: row.emv,
      txid: row.txid,
      location,
      digitableLine: row.digitable_line,
      barcode: row.barcode,
      ourNumber: row.our_number,
    },
    tags: row.tags ?? [],
    message: row.message,
    checked: row.status === 'PAID',
    paidAt: iso(row.paid_at),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

export async function findBillingRow(sql: Sql, where: string, params: unknown[], lock = false): Promise<BillingRow | undefined> {
  return one<BillingRow>(
    sql,
    `select ${BILLING_COLUMNS} from billings where ${where}${lock ? ' for no key update' : ''}`,
    params,
  );
}

export async function billingRow(sql: Sql, id: string, lock = false): Promise<BillingRow> {
  const row = await findBillingRow(sql, 'id = $1', [id], lock);
  if (!row) throw Errors.billingNotFound();
  return row;
}

export async function readBilling(sql: Sql, id: string): Promise<Billing> {
  return billingEntity(await billingRow(sql, id));
}

import type { Sql } from '../db/database.ts';

/**
 * The products fees apply to: the payer's side of a movement (kind PAYMENT, posted as PAYMENT_FEE)
 * or the receiver's (kind RECEIVE, posted as RECEIVE_FEE).
 */
export type FeeProduct =
  | 'TRANSFER_INTERNAL'
  | 'TRANSFER_EXTERNAL'
  | 'TRANSFER_PIX'
  | 'PAYMENT_BANK_SLIP'
  | 'PAYMENT_UTILITY'
  | 'PAYMENT_QRCODE'
  | 'PAYMENT_PIX'
  | 'BILLING_BANK_SLIP'
  | 'BILLING_QRCODE'
  | 'BILLING_PIX'
  | 'RECEIVE_PIX';

export interface Fee {
  cents: number;
  /** The percentage part, for the receipt (spec 001 §3 receive-fee body: share percentage). */
  percentage: number | null;
}

const NO_FEE: Fee = { cents: 0, percentage: null };

/**
 * The fee an account pays for an operation: the newest active tariff of the account's product
 * (GET /api/Products/{productId}/Tariffs, set by bank operators), else none. A percentage is taken
 * of the amount and rounded half up to the cent.
 */
export async function feeFor(
  sql: Sql,
  accountId: string,
  product: FeeProduct,
  kind: 'PAYMENT' | 'RECEIVE',
  amountCents: number,
): Promise<Fee> {
  const [row] = await sql.query<{ rule: FeeRule | null }>(`select ${feeRuleJson('$1', '$2', '$3')} as rule`, [
    accountId,
    product,
    kind,
  ]);
  return feeOfRule(row?.rule ?? null, amountCents);
}

export interface FeeRule {
  fixed_cents: number;
  percentage_basis_points: number;
}

/**
 * A scalar subquery answering, as one JSON object, the tariff in force for the account's product,
 * or null; the arguments are the statement's placeholders (or literals) for the account, the
 * operation and the side. `feeOfRule` makes it a fee.
 */
export const feeRuleJson = (account: string, product: string, kind: string) =>
  `(select to_jsonb(r) from (select t.fixed_cents, t.percentage_basis_points from tariffs t
     join accounts fee_account on fee_account.product_id = t.product_id
     where fee_account.id = ${account}::uuid and t.operation = ${product}::text and t.kind = ${kind}::text and t.active
     order by t.created_at desc, t.id limit 1) r)`;

export function feeOfRule(rule: FeeRule | null, amountCents: number): Fee {
  if (!rule) return NO_FEE;
  const share = Math.floor((amountCents * rule.percentage_basis_points + 5_000) / 10_000);
  const cents = rule.fixed_cents + share;
  return cents > 0 ? { cents, percentage: rule.percentage_basis_points ? rule.percentage_basis_points / 100 : null } : NO_FEE;
}

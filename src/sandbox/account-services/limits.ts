import { formatMoney, fromCents } from '../../domain/index.ts';
import type { Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { PRODUCT_ENTITIES, PRODUCT_LABELS, type LimitPeriod, type LimitProduct } from './limit-rules.ts';
import { ensureLimitRows } from './limit-rows.ts';
import { dayWindow, nightWindow } from './limit-windows.ts';

export type { LimitProduct } from './limit-rules.ts';

export interface LimitCheck {
  accountId: string;
  product: LimitProduct;
  /** The movement's debit, positive. */
  amountCents: number;
  /** When the movement executes (the sandbox clock). */
  at: Date;
}

/** What use_limit (migration 012) answers: null when the debit fits, else what refused it. */
export type LimitRefusal = { period: LimitPeriod; limit: number; used: number } | { missing: true };

/** The parameters of use_limit for a check: the product's entities and the windows holding `at`. */
export function limitUseParameters(input: LimitCheck): unknown[] {
  const day = dayWindow(input.at);
  const night = nightWindow(input.at);
  return [
    input.accountId,
    input.product,
    input.amountCents,
    [...PRODUCT_ENTITIES[input.product]],
    day.from,
    day.to,
    night?.from ?? null,
    night?.to ?? null,
    input.at,
  ];
}

export const USE_LIMIT = 'select use_limit($1, $2, $3, $4::text[], $5, $6, $7, $8, $9) as refusal';

/** The 422 that answers a debit past the product's daily or nightly limit. */
export function limitExceeded(product: LimitProduct, refusal: { period: LimitPeriod; limit: number; used: number }) {
  const available = Math.max(0, refusal.limit - refusal.used);
  const detail =
    `Limite ${refusal.period === 'DAILY' ? 'diário' : 'noturno'} de ${PRODUCT_LABELS[product]}: ` +
    `${formatMoney(fromCents(refusal.limit))}; disponível: ${formatMoney(fromCents(available))}.`;
  return refusal.period === 'DAILY' ? Errors.dailyLimitExceeded(detail) : Errors.nightlyLimitExceeded(detail);
}

/**
 * Refuses (422, AS10001 or AS10002) a debit that would take the account past its daily limit for
 * the product, or past its nightly limit between 20:00 and 06:00 in São Paulo; when it fits, counts
 * it. Usage is the account's debits of the product's entities in the window, kept as a counter in
 * the limit rows (use_limit, migration 012), so the check reads one locked row whatever the day's
 * volume.
 *
 * Call it inside the transaction that posts the movement, before postMovement: it locks the
 * account's limit rows of that product, so two debits of the same product are checked one after the
 * other and cannot both slip under the limit, and a movement rolled back takes its count with it.
 * The bank's internal accounts have no limits.
 */
export async function assertWithinLimits(tx: Sql, input: LimitCheck): Promise<void> {
  if (input.amountCents <= 0) return;
  const personType = await ensureLimitRows(tx, input.accountId, input.at);
  if (!personType) return;
  const [row] = await tx.query<{ refusal: LimitRefusal | null }>(USE_LIMIT, limitUseParameters(input));
  const refusal = row?.refusal;
  if (refusal && !('missing' in refusal)) throw limitExceeded(input.product, refusal);
}

import { formatMoney, fromCents } from '../../domain/index.ts';
import type { Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { PRODUCT_ENTITIES, PRODUCT_LABELS, type LimitPeriod, type LimitProduct } from './limit-rules.ts';
import { ensureLimitRows, limitRows, settleDueRaises, usedCents } from './limit-rows.ts';
import { dayWindow, nightWindow, type Window } from './limit-windows.ts';

export type { LimitProduct } from './limit-rules.ts';

export interface LimitCheck {
  accountId: string;
  product: LimitProduct;
  /** The movement's debit, positive. */
  amountCents: number;
  /** When the movement executes (the sandbox clock). */
  at: Date;
}

/**
 * Refuses (422, AS10001 or AS10002) a debit that would take the account past its daily limit for
 * the product, or past its nightly limit between 20:00 and 06:00 in São Paulo. Usage is the
 * account's debits of the product's entities already posted in the window.
 *
 * Call it inside the transaction that posts the movement, before postMovement: it locks the
 * account's limit rows of that product, so two debits of the same product are checked one after the
 * other and cannot both slip under the limit. The bank's internal accounts have no limits.
 */
export async function assertWithinLimits(tx: Sql, input: LimitCheck): Promise<void> {
  if (input.amountCents <= 0) return;
  const personType = await ensureLimitRows(tx, input.accountId, input.at);
  if (!personType) return;
  await settleDueRaises(tx, input.accountId, input.at);
  const rows = await limitRows(tx, input.accountId, { product: input.product, lock: true });
  const limitOf = (period: LimitPeriod) => rows.find((row) => row.period === period)!.amount_cents;
  const entities = PRODUCT_ENTITIES[input.product];

  const night = nightWindow(input.at);
  const windows: { period: LimitPeriod; window: Window }[] = [{ period: 'DAILY', window: dayWindow(input.at) }];
  if (night) windows.push({ period: 'NIGHTLY', window: night });
  for (const { period, window } of windows) {
    const limit = limitOf(period);
    const used = await usedCents(tx, input.accountId, entities, window);
    if (used + input.amountCents > limit) {
      const available = Math.max(0, limit - used);
      const detail =
        `Limite ${period === 'DAILY' ? 'diário' : 'noturno'} de ${PRODUCT_LABELS[input.product]}: ` +
        `${formatMoney(fromCents(limit))}; disponível: ${formatMoney(fromCents(available))}.`;
      throw period === 'DAILY' ? Errors.dailyLimitExceeded(detail) : Errors.nightlyLimitExceeded(detail);
    }
  }
}

import type { AccountLimit, AccountLimits } from '../../generated/schemas.ts';
import { fromCents } from '../../domain/index.ts';
import type { Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { BRASILIA_TIME_ZONE } from '../../domain/index.ts';
import {
  LIMIT_POLICY,
  LIMIT_PRODUCTS,
  NIGHT_ENDS_AT_HOUR,
  NIGHT_STARTS_AT_HOUR,
  PRODUCT_ENTITIES,
  type LimitPeriod,
} from './limit-rules.ts';
import { ensureLimitRows, limitRows, settleDueRaises, usedCents, type LimitRow } from './limit-rows.ts';
import { dayWindow, nightWindow } from './limit-windows.ts';

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;

/** The account's limits per product at `at`, with what was used today and tonight; runs in a transaction. */
export async function readLimits(tx: Sql, accountId: string, at: Date): Promise<AccountLimits> {
  const personType = await ensureLimitRows(tx, accountId, at);
  if (!personType) throw Errors.accountNotFound();
  await settleDueRaises(tx, accountId, at);
  const rows = await limitRows(tx, accountId);
  const night = nightWindow(at);
  const items: AccountLimit[] = [];
  for (const product of LIMIT_PRODUCTS) {
    const row = (period: LimitPeriod) => rows.find((candidate) => candidate.product === product && candidate.period === period)!;
    const entities = PRODUCT_ENTITIES[product];
    const maximum = LIMIT_POLICY[personType][product].maximum;
    const daily = row('DAILY');
    const nightly = row('NIGHTLY');
    items.push({
      product,
      dailyLimit: fromCents(daily.amount_cents),
      nightlyLimit: fromCents(nightly.amount_cents),
      maxDailyLimit: fromCents(maximum.DAILY),
      maxNightlyLimit: fromCents(maximum.NIGHTLY),
      dailyUsed: fromCents(await usedCents(tx, accountId, entities, dayWindow(at))),
      nightlyUsed: night ? fromCents(await usedCents(tx, accountId, entities, night)) : 0,
      requestedDailyLimit: requested(daily).amount,
      requestedDailyEffectiveAt: requested(daily).effectiveAt,
      requestedNightlyLimit: requested(nightly).amount,
      requestedNightlyEffectiveAt: requested(nightly).effectiveAt,
    });
  }
  return {
    accountId,
    timeZone: BRASILIA_TIME_ZONE,
    nightStart: hour(NIGHT_STARTS_AT_HOUR),
    nightEnd: hour(NIGHT_ENDS_AT_HOUR),
    items,
  };
}

function requested(row: LimitRow): { amount: number | null; effectiveAt: string | null } {
  return row.requested_cents === null || !row.effective_at
    ? { amount: null, effectiveAt: null }
    : { amount: fromCents(row.requested_cents), effectiveAt: new Date(row.effective_at).toISOString() };
}

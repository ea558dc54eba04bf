import type { UpdateLimitsRequest } from '../../generated/schemas.ts';
import { fromCents, toCents } from '../../domain/index.ts';
import type { Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { LIMIT_POLICY, RAISE_DELAY_MS, type LimitPeriod, type LimitProduct } from './limit-rules.ts';
import { ensureLimitRows, limitRows, settleDueRaises, type LimitRow } from './limit-rows.ts';

const FIELDS: Record<LimitPeriod, 'dailyLimit' | 'nightlyLimit'> = { DAILY: 'dailyLimit', NIGHTLY: 'nightlyLimit' };

function cents(amount: number): number {
  const value = toCents(amount);
  if (fromCents(value) !== amount) throw Errors.limitValueNotInCents(`(${amount})`);
  return value;
}

/** What a limit will be once any pending raise takes effect. */
const target = (row: LimitRow) => row.requested_cents ?? row.amount_cents;

/**
 * Applies a PUT /Limits: a cut (or the same value) takes effect at once and drops any pending raise;
 * a raise is kept as requested and takes effect 24 hours later by the sandbox clock, as real banks do
 * to protect a holder whose phone was taken. Every item is checked before anything changes.
 */
export async function updateLimits(tx: Sql, accountId: string, request: UpdateLimitsRequest, at: Date): Promise<void> {
  const personType = await ensureLimitRows(tx, accountId, at);
  if (!personType) throw Errors.accountNotFound();
  const products = request.items.map((item) => item.product);
  if (new Set(products).size !== products.length) throw Errors.repeatedLimitProduct();
  await settleDueRaises(tx, accountId, at);
  const rows = await limitRows(tx, accountId, { lock: true });

  const changes: { product: LimitProduct; period: LimitPeriod; cents: number; row: LimitRow }[] = [];
  for (const item of request.items) {
    if (item.dailyLimit === undefined && item.nightlyLimit === undefined) throw Errors.limitValueMissing(`(${item.product})`);
    const policy = LIMIT_POLICY[personType][item.product];
    const targets = {} as Record<LimitPeriod, number>;
    for (const period of ['DAILY', 'NIGHTLY'] as const) {
      const row = rows.find((candidate) => candidate.product === item.product && candidate.period === period)!;
      const amount = item[FIELDS[period]];
      if (amount === undefined) {
        targets[period] = target(row);
        continue;
      }
      const value = cents(amount);
      if (value > policy.maximum[period]) throw Errors.limitAboveMaximum(`(${item.product}, ${FIELDS[period]})`);
      targets[period] = value;
      changes.push({ product: item.product, period, cents: value, row });
    }
    if (targets.NIGHTLY > targets.DAILY) throw Errors.nightlyAboveDaily(`(${item.product})`);
  }

  for (const change of changes) {
    const raise = change.cents > change.row.amount_cents;
    await tx.query(
      `update account_limits
          set amount_cents = $4, requested_cents = $5, requested_at = $6, effective_at = $7, updated_at = $8
        where account_id = $1 and product = $2 and period = $3`,
      raise
        ? [
            accountId,
            change.product,
            change.period,
            change.row.amount_cents,
            change.cents,
            at,
            new Date(at.getTime() + RAISE_DELAY_MS),
            at,
          ]
        : [accountId, change.product, change.period, change.cents, null, null, null, at],
    );
  }
}

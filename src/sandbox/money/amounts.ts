import { fromCents, toCents } from '../../domain/index.ts';
import { Errors } from '../errors.ts';

/** Cents of an API amount in reais: more than zero, at most two decimals, no rounding. */
export function centsOf(amount: number): number {
  const cents = Number.isFinite(amount) ? toCents(amount) : 0;
  if (cents <= 0 || fromCents(cents) !== amount || cents > 99_999_999_999) throw Errors.invalidAmount();
  return cents;
}

/** The amount schema of every money request: reais with two decimals. */
export const amountSchema = { type: 'number', exclusiveMinimum: 0, maximum: 999_999_999.99 } as const;

import { fromCents, toCents } from './cents.ts';

/** What can still be returned of money received (docs/sandbox-money.md: never more than what is left), in reais. */
export function receiveAmountLeft(receive: { amount: number; reversedAmount?: number | null }): number {
  return fromCents(Math.max(0, toCents(receive.amount) - toCents(receive.reversedAmount ?? 0)));
}

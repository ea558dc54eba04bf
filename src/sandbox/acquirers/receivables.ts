import { addDays, type BankDay } from '../statement/bank-calendar.ts';

export type CardProduct = 'DEBIT' | 'CREDIT';

/**
 * The acquirer's fee (MDR) in hundredths of a percent, as Brazilian acquirers price a small shop:
 * debit 1.37 %, credit in one payment 3.15 %, 2 to 6 installments 3.79 %, 7 to 12 4.29 %; AMEX
 * half a point more.
 */
export function feeRate(product: CardProduct, installments: number, brand: string): number {
  const base = product === 'DEBIT' ? 137 : installments === 1 ? 315 : installments <= 6 ? 379 : 429;
  return base + (brand === 'AMEX' ? 50 : 0);
}

export function feeCents(grossCents: number, rate: number): number {
  return Math.round((grossCents * rate) / 10_000);
}

/** Saturday and Sunday move a settlement to Monday (holidays are not kept by the sandbox). */
function businessDay(day: BankDay): BankDay {
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return weekday === 6 ? addDays(day, 2) : weekday === 0 ? addDays(day, 1) : day;
}

export interface Receivable {
  installment: number;
  settlementDay: BankDay;
  grossCents: number;
  feeCents: number;
}

/**
 * A sale's receivables: debit the next business day; credit one per installment, 30 days apart
 * from the sale. Gross and fee are split evenly, the first installment taking the remainders.
 */
export function receivablesOf(
  saleDay: BankDay,
  product: CardProduct,
  installments: number,
  grossCents: number,
  fee: number,
): Receivable[] {
  const count = product === 'DEBIT' ? 1 : installments;
  const share = (total: number, index: number) => Math.floor(total / count) + (index === 0 ? total % count : 0);
  return Array.from({ length: count }, (_, index) => ({
    installment: index + 1,
    settlementDay: businessDay(addDays(saleDay, product === 'DEBIT' ? 1 : 30 * (index + 1))),
    grossCents: share(grossCents, index),
    feeCents: share(fee, index),
  }));
}

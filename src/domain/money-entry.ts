import { fromCents, toCents } from './cents.ts';
import { formatMoney, parseMoney } from './money.ts';

/*
 * The amount field of a Brazilian bank (spec 001 §9, the financial input): digits fill from the
 * cents (typing 5 0 0 0 0 0 shows R$ 5.000,00), Backspace removes the last digit, the minus sign
 * turns the amount negative or positive again, and a pasted amount is read as a person writes it.
 * The field holds a number, or nothing when it is empty (the mask is nullable).
 */

/** The largest amount the field holds: fourteen digits of cents. */
export const MAX_ENTRY_CENTS = 99_999_999_999_999;

/** The digits of an amount's cents without leading zeros: 5000 is "500000", 0 and nothing are "". */
function significantDigits(amount: number | undefined): string {
  if (amount === undefined) return '';
  const cents = Math.abs(toCents(amount));
  return cents === 0 ? '' : String(cents);
}

function withSign(cents: number, negative: boolean): number {
  return fromCents(negative && cents !== 0 ? -cents : cents);
}

/** A digit typed at the end: the amount moves one place to the left. Beyond the largest amount nothing changes. */
export function typeDigit(amount: number | undefined, digit: number, negative = false): number {
  const cents = Number(`${significantDigits(amount)}${digit}`);
  if (cents > MAX_ENTRY_CENTS) return amount ?? 0;
  return withSign(cents, amount === undefined ? negative : amount < 0);
}

/** Backspace: the last digit goes; with none left the field is empty. */
export function eraseDigit(amount: number | undefined): number | undefined {
  const digits = significantDigits(amount).slice(0, -1);
  if (digits === '') return undefined;
  return withSign(Number(digits), (amount ?? 0) < 0);
}

/**
 * The amount of the field's text after a change the field did not see key by key (a phone keyboard,
 * an autofill, a test's fill): its digits are the cents, and an odd number of minus signs makes it
 * negative. Undefined when no digit is left.
 */
export function amountOfEntry(text: string): number | undefined {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return undefined;
  const cents = Number(digits.slice(-14));
  const minus = (text.match(/[-−]/g) ?? []).length;
  return withSign(cents, minus % 2 === 1);
}

/**
 * A pasted amount, read as a person writes it: "5.000,00", "5000,00", "5000.00", "R$ 5.000,00" and
 * "5000" are all five thousand reais. Null when the text is no amount or is beyond the field.
 */
export function amountOfPaste(text: string): number | null {
  const amount = parseMoney(text.trim());
  if (amount === null || Math.abs(toCents(amount)) > MAX_ENTRY_CENTS) return null;
  return amount;
}

/** What the field shows for the amount it holds: "R$ 5.000,00", "-R$ 0,05", "" when empty. */
export function entryText(amount: number | undefined): string {
  return formatMoney(amount);
}

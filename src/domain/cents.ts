/*
 * Money moves as integer cents (DESIGN.md: no floating-point arithmetic on money). The API
 * carries decimal amounts, so the functions below are the only bridge, and they work on the
 * decimal text of a number, never on `amount * 100`, which drifts (1.005 * 100 = 100.49999…).
 */

const PLAIN_OR_EXPONENT = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * Whole cents for a decimal amount, rounding half away from zero on the amount as written
 * (1.005 is 101 cents, -0.125 is -13). Throws a RangeError for amounts that are not finite or
 * whose cents are beyond Number.MAX_SAFE_INTEGER.
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`${amount} is not an amount of money`);
  // The shortest text that reads back as the same number: what a person sees.
  const [, whole = '0', fraction = '', exponent = '0'] = PLAIN_OR_EXPONENT.exec(String(Math.abs(amount))) ?? [];
  const digits = whole + fraction;
  // Where the decimal point falls once the amount is counted in cents.
  const point = whole.length + Number(exponent) + 2;
  const kept = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const firstDropped = point < 0 ? 0 : Number(digits.charAt(point) || '0');
  const cents = Number(kept) + (firstDropped >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${amount} is too large to count in cents`);
  return amount < 0 && cents !== 0 ? -cents : cents;
}

/**
 * The decimal text of whole cents with two decimals and a point: 123456 is "1234.56", -5 is
 * "-0.05". This is the form the BR Code and the API carry.
 */
export function centsToDecimalText(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${cents} is not a whole number of cents`);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const sign = cents < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The decimal amount for whole cents: 123456 is 1234.56. */
export function fromCents(cents: number): number {
  return Number(centsToDecimalText(cents));
}

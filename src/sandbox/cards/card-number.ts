import { randomInt } from 'node:crypto';

/** Test BINs of the sandbox bank per card type (Mastercard 2-series test range). */
const BINS: Record<string, string> = {
  CREDIT: '222300',
  DEBIT: '222301',
  MULTIPLE: '222302',
  PREPAID: '222303',
  VIRTUAL: '222304',
};

function luhnCheckDigit(partial: string): number {
  let sum = 0;
  for (let index = 0; index < partial.length; index += 1) {
    let digit = Number(partial[partial.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * A new card's number as the bank keeps it: a Luhn-valid 16-digit number is drawn and at once
 * reduced to its first six and last four digits (PCI DSS 3.4); the full number never leaves here.
 */
export function newMaskedCardNumber(type: string, draw: (max: number) => number = randomInt): string {
  const bin = BINS[type] ?? BINS.CREDIT!;
  let body = bin;
  while (body.length < 15) body += String(draw(10));
  const full = body + String(luhnCheckDigit(body));
  return maskCardNumber(full);
}

/** First six, six asterisks, last four. */
export function maskCardNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `${digits.slice(0, 6)}******${digits.slice(-4)}`;
}

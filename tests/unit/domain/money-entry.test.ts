import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountOfEntry,
  amountOfPaste,
  entryText,
  eraseDigit,
  formatMoney,
  fromCents,
  parseMoney,
  toCents,
  typeDigit,
} from '../../../src/domain/index.ts';

/** What the field holds after these keys: digits, "Backspace" or "-". */
function keys(sequence: readonly (number | 'Backspace' | '-')[]): number | undefined {
  let amount: number | undefined;
  let minusFirst = false;
  for (const key of sequence) {
    if (key === 'Backspace') amount = eraseDigit(amount);
    else if (key === '-') {
      if (amount === undefined || amount === 0) {
        minusFirst = !minusFirst;
        amount = undefined;
      } else amount = -amount;
    } else {
      amount = typeDigit(amount, key, amount === undefined && minusFirst);
      minusFirst = false;
    }
  }
  return amount;
}

const DIGIT = fc.integer({ min: 0, max: 9 });
const KEY = fc.oneof(
  { weight: 6, arbitrary: DIGIT },
  { weight: 2, arbitrary: fc.constant('Backspace' as const) },
  { weight: 1, arbitrary: fc.constant('-' as const) },
);
const CENTS = fc.integer({ min: -99_999_999_999_999, max: 99_999_999_999_999 });

describe('the amount field (spec 001 §9, the financial input)', () => {
  it('fills from the cents: 5 0 0 0 0 0 is R$ 5.000,00, and Backspace removes the last digit', () => {
    expect(entryText(keys([5, 0, 0, 0, 0, 0]))).toBe('R$ 5.000,00');
    expect(entryText(keys([5]))).toBe('R$ 0,05');
    expect(entryText(keys([5, 0, 0, 0, 0, 0, 'Backspace']))).toBe('R$ 500,00');
    expect(keys([5, 'Backspace'])).toBeUndefined();
    expect(entryText(keys([0]))).toBe('R$ 0,00');
    expect(entryText(keys(['-', 1, 2, 3]))).toBe('-R$ 1,23');
    expect(entryText(keys([1, 2, 3, '-']))).toBe('-R$ 1,23');
  });

  it('reads a pasted amount as a person means it', () => {
    for (const text of ['5.000,00', '5000,00', '5000.00', 'R$ 5.000,00', '5000', ' R$5.000,00 '])
      expect(amountOfPaste(text)).toBe(5000);
    expect(amountOfPaste('1.234,5')).toBe(1234.5);
    expect(amountOfPaste('-R$ 10,00')).toBe(-10);
    expect(amountOfPaste('cinco reais')).toBeNull();
    expect(amountOfPaste('1.000.000.000.000,00')).toBeNull();
  });

  it('a text the field did not see key by key keeps its digits as cents', () => {
    expect(amountOfEntry('5.000,00')).toBe(5000);
    expect(amountOfEntry('R$ 12,345')).toBe(123.45);
    expect(amountOfEntry('-R$ 0,05')).toBe(-0.05);
    expect(amountOfEntry('R$ ')).toBeUndefined();
  });

  it('what is shown after any keys always reads back as the value held', () => {
    fc.assert(
      fc.property(fc.array(KEY, { maxLength: 30 }), (sequence) => {
        const held = keys(sequence);
        const shown = entryText(held);
        if (held === undefined) expect(shown).toBe('');
        else {
          expect(parseMoney(shown)).toBe(held);
          expect(amountOfEntry(shown)).toBe(held);
          expect(shown).toMatch(/^-?R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
        }
      }),
    );
  });

  it('the digits typed, read from the cents, are the amount held', () => {
    fc.assert(
      fc.property(fc.array(DIGIT, { minLength: 1, maxLength: 14 }), (digits) => {
        expect(toCents(keys(digits)!)).toBe(Number(digits.join('')));
      }),
    );
  });

  it('Backspace undoes the digit just typed', () => {
    fc.assert(
      fc.property(fc.array(DIGIT, { maxLength: 13 }), DIGIT, (digits, digit) => {
        const before = keys(digits);
        const after = eraseDigit(typeDigit(before, digit));
        // Leading zeros are no digits of the amount: typing 0 into 0 leaves it empty afterwards.
        expect(after).toBe(before === 0 ? undefined : before);
      }),
    );
  });

  it('any amount pasted as shown, or as written with or without thousands dots, is held as it is', () => {
    fc.assert(
      fc.property(CENTS, (cents) => {
        const amount = fromCents(cents);
        const plain = `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
        expect(amountOfPaste(formatMoney(amount))).toBe(amount);
        expect(amountOfPaste(formatMoney(amount).replace('R$ ', ''))).toBe(amount);
        expect(amountOfPaste(plain)).toBe(amount);
        expect(amountOfPaste(plain.replace(',', '.'))).toBe(amount);
        expect(amountOfEntry(entryText(amount))).toBe(amount);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimalText, currencyPrefix, formatMoney, fromCents, parseMoney, toCents } from '../../../src/domain/index.ts';

const CENTS_UP_TO_100_MILLION = fc.integer({ min: 0, max: 9_999_999_999 });
/** Amounts of 0.00 to 99,999,999.99 written with two decimals, as a person or the API writes them. */
const TWO_DECIMAL_AMOUNT = fc
  .tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99 }), fc.boolean())
  .map(([reais, cents, negative]) => Number(`${negative ? '-' : ''}${reais}.${String(cents).padStart(2, '0')}`));

describe('cents', () => {
  it('counts an amount in whole cents without floating-point drift', () => {
    expect(toCents(1234.56)).toBe(123456);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(-7.5)).toBe(-750);
    expect(toCents(0)).toBe(0);
  });

  it('rounds half a cent away from zero on the amount as written (1.005 is 101 cents, not 100)', () => {
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.125)).toBe(13);
    expect(toCents(-0.125)).toBe(-13);
    expect(toCents(1.004)).toBe(100);
  });

  it('reads tiny amounts JavaScript writes with an exponent, and the largest safe amounts exactly', () => {
    expect(toCents(1e-7)).toBe(0);
    expect(toCents(-1e-7)).toBe(0);
    expect(toCents(90_071_992_547_409.9)).toBe(9_007_199_254_740_990);
  });

  it('refuses amounts that are not finite or too large to count in cents', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toCents(1e21)).toThrow(/too large/);
  });

  it('turns whole cents back into the decimal amount and text', () => {
    expect(fromCents(123456)).toBe(1234.56);
    expect(fromCents(-5)).toBe(-0.05);
    expect(fromCents(0)).toBe(0);
    expect(centsToDecimalText(123456)).toBe('1234.56');
    expect(centsToDecimalText(-5)).toBe('-0.05');
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });

  it('gets back the same cents from every amount of 0.00 to 99,999,999.99', () => {
    fc.assert(
      fc.property(CENTS_UP_TO_100_MILLION, fc.boolean(), (cents, negative) => {
        const signed = negative && cents > 0 ? -cents : cents;
        expect(toCents(fromCents(signed))).toBe(signed);
      }),
    );
  });

  it('gets back the same amount from the cents of every two-decimal amount', () => {
    fc.assert(fc.property(TWO_DECIMAL_AMOUNT, (amount) => fromCents(toCents(amount)) === amount));
  });

  it('checks the edges of the range exactly', () => {
    for (const cents of [0, 1, 9, 10, 99, 100, 101, 9_999_999_998, 9_999_999_999]) {
      expect(toCents(fromCents(cents))).toBe(cents);
    }
  });
});

describe('showing an amount', () => {
  it('writes reais with R$, dot thousands and comma decimals', () => {
    expect(formatMoney(1234.56, 'BRL')).toBe('R$ 1.234,56');
    expect(formatMoney(1234567.8, 'BRL')).toBe('R$ 1.234.567,80');
    expect(formatMoney(0, 'BRL')).toBe('R$ 0,00');
    expect(formatMoney(0.5)).toBe('R$ 0,50');
  });

  it('puts the minus sign before the prefix', () => {
    expect(formatMoney(-1234.56, 'BRL')).toBe('-R$ 1.234,56');
    expect(formatMoney(-0.001, 'BRL')).toBe('R$ 0,00');
  });

  it('writes $ for any other currency', () => {
    expect(formatMoney(10, 'USD')).toBe('$ 10,00');
    expect(currencyPrefix('EUR')).toBe('$');
  });

  it('reads the billing items’ default currency BRA and an absent currency as the real', () => {
    expect(formatMoney(10, 'BRA')).toBe('R$ 10,00');
    expect(currencyPrefix(null)).toBe('R$');
    expect(currencyPrefix('')).toBe('R$');
  });

  it('hides the amount behind asterisks when asked, keeping the prefix', () => {
    expect(formatMoney(1234.56, 'BRL', { hidden: true })).toBe('R$ ******');
    expect(formatMoney(10, 'USD', { hidden: true })).toBe('$ ******');
    expect(formatMoney(null, 'BRL', { hidden: true })).toBe('R$ ******');
  });

  it('shows nothing for no amount', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined, 'BRL')).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });
});

describe('reading a typed amount', () => {
  it('reads the forms people and the API write', () => {
    expect(parseMoney('R$ 1.234,56')).toBe(1234.56);
    expect(parseMoney('1234,56')).toBe(1234.56);
    expect(parseMoney('1.234.567,8')).toBe(1234567.8);
    expect(parseMoney('1234.56')).toBe(1234.56);
    expect(parseMoney('1234')).toBe(1234);
    expect(parseMoney('12,')).toBe(12);
    expect(parseMoney('$ 10,00')).toBe(10);
    expect(parseMoney('R$\u00a01.234,56')).toBe(1234.56);
  });

  it('reads a dot followed by three digits as thousands, as pt-BR writes 1.234', () => {
    expect(parseMoney('1.234')).toBe(1234);
    expect(parseMoney('1.5')).toBe(1.5);
  });

  it('reads the minus sign before or after the prefix', () => {
    expect(parseMoney('-R$ 1.234,56')).toBe(-1234.56);
    expect(parseMoney('R$ -0,05')).toBe(-0.05);
    expect(parseMoney('-0,00')).toBe(0);
  });

  it('refuses text that is not an amount', () => {
    for (const text of [
      '',
      'R$',
      'abc',
      '1,2,3',
      '1,234',
      '12.34.5',
      '1234.567',
      '12.3456,00',
      ',50',
      '--1',
      '-R$ -1',
      null,
      undefined,
    ]) {
      expect(parseMoney(text)).toBeNull();
    }
    expect(parseMoney('9'.repeat(20))).toBeNull();
  });

  it('reads back every amount it shows', () => {
    fc.assert(fc.property(TWO_DECIMAL_AMOUNT, (amount) => parseMoney(formatMoney(amount, 'BRL')) === amount));
  });
});

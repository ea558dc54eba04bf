import { describe, expect, it } from 'vitest';
import { fundsShortfall, isLimitNight, limitedProductOf } from '../../../src/domain/index.ts';

const BALANCE = { availableBalance: 1000, canNegativeBalance: false };
const PIX_LIMIT = { product: 'PIX', dailyLimit: 5000, dailyUsed: 4500, nightlyLimit: 1000, nightlyUsed: 0 };

describe('whether an operation fits the account before the password is asked', () => {
  it('refuses an amount and fee beyond the available balance, and says what is available', () => {
    expect(fundsShortfall({ amount: 995, fee: 5, type: 'EXTERNAL', balance: BALANCE, night: false })).toBeNull();
    expect(fundsShortfall({ amount: 995, fee: 5.01, type: 'EXTERNAL', balance: BALANCE, night: false })).toEqual({
      reason: 'balance',
      available: 1000,
    });
  });

  it('lets an account that may go negative through, whatever its balance', () => {
    expect(
      fundsShortfall({ amount: 50_000, type: 'INTERNAL', balance: { ...BALANCE, canNegativeBalance: true }, night: false }),
    ).toBeNull();
  });

  it("refuses an amount beyond what is left of the product's daily limit, and its nightly one at night", () => {
    const question = { type: 'PIX', balance: { ...BALANCE, availableBalance: 10_000 }, limits: [PIX_LIMIT] };
    expect(fundsShortfall({ ...question, amount: 500, night: false })).toBeNull();
    expect(fundsShortfall({ ...question, amount: 500.01, night: false })).toEqual({ reason: 'dailyLimit', available: 500 });
    expect(fundsShortfall({ ...question, amount: 400, night: true })).toBeNull();
    const nightUsed = [{ ...PIX_LIMIT, dailyUsed: 0, nightlyUsed: 900 }];
    expect(fundsShortfall({ ...question, limits: nightUsed, amount: 100.01, night: true })).toEqual({
      reason: 'nightlyLimit',
      available: 100,
    });
    // The limit of another product says nothing of a transfer.
    expect(fundsShortfall({ ...question, type: 'INTERNAL', amount: 900, night: false })).toBeNull();
  });

  it('leaves to the bank what it does not know', () => {
    expect(fundsShortfall({ amount: 1_000_000, type: 'PIX', night: true })).toBeNull();
  });

  it('names the limit of each kind of operation as the bank counts it', () => {
    expect(['PIX', 'INTERNAL', 'EXTERNAL', 'BANK_SLIP', 'UTILITY', 'QRCODE', 'CARD'].map(limitedProductOf)).toEqual([
      'PIX',
      'TRANSFER',
      'TRANSFER',
      'BANK_SLIP',
      'BANK_SLIP',
      'QRCODE',
      null,
    ]);
  });

  it('the night of the limits is 20:00 to 06:00 in Brasília, whatever the machine’s zone', () => {
    expect(isLimitNight(new Date('2026-11-25T22:59:00Z'))).toBe(false); // 19:59 in Brasília
    expect(isLimitNight(new Date('2026-11-25T23:00:00Z'))).toBe(true); // 20:00
    expect(isLimitNight(new Date('2026-11-26T08:59:00Z'))).toBe(true); // 05:59
    expect(isLimitNight(new Date('2026-11-26T09:00:00Z'))).toBe(false); // 06:00
  });
});

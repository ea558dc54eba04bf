import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { newMaskedCardNumber } from '../../../src/sandbox/cards/card-number.ts';
import { allowedCardActions, nextCardStatus, type CardAction, type CardStatus } from '../../../src/sandbox/cards/card-status.ts';
import { splitInstallments } from '../../../src/sandbox/cards/installments.ts';
import { demoInvoiceDays, dueDateOf, lastClosing } from '../../../src/sandbox/cards/invoice-cycle.ts';
import { addDays, compareDays, daysBetween } from '../../../src/sandbox/statement/bank-calendar.ts';

const STATUSES: CardStatus[] = ['PROCESSING', 'ACTIVE', 'LOCKED', 'CANCELED'];
const ACTIONS: CardAction[] = ['approve', 'disapprove', 'lock', 'activate', 'cancel'];

describe('card status transitions (spec 001 §4)', () => {
  test('ACTIVE locks, LOCKED unlocks, both cancel, and a new card is approved or disapproved', () => {
    expect(nextCardStatus('ACTIVE', 'lock')).toBe('LOCKED');
    expect(nextCardStatus('LOCKED', 'activate')).toBe('ACTIVE');
    expect(nextCardStatus('ACTIVE', 'cancel')).toBe('CANCELED');
    expect(nextCardStatus('LOCKED', 'cancel')).toBe('CANCELED');
    expect(nextCardStatus('PROCESSING', 'approve')).toBe('ACTIVE');
    expect(nextCardStatus('PROCESSING', 'disapprove')).toBe('CANCELED');
  });

  test('every other pair of status and action is refused; nothing leaves CANCELED', () => {
    const allowed = STATUSES.flatMap((status) => allowedCardActions(status).map((action) => `${status} ${action}`));
    expect(allowed.sort()).toEqual(
      ['ACTIVE cancel', 'ACTIVE lock', 'LOCKED activate', 'LOCKED cancel', 'PROCESSING approve', 'PROCESSING disapprove'].sort(),
    );
    for (const action of ACTIONS) expect(nextCardStatus('CANCELED', action)).toBeNull();
  });
});

describe('installments', () => {
  test('add up to the purchase, in whole cents, the odd cents on the first', () => {
    expect(splitInstallments(1000, 3)).toEqual([334, 333, 333]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 24 }), (cents, count) => {
        fc.pre(cents >= count);
        const parts = splitInstallments(cents, count);
        expect(parts).toHaveLength(count);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(cents);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThan(count);
      }),
    );
  });
});

describe('card numbers', () => {
  test('a new number is only its first six and last four digits', () => {
    for (const type of ['CREDIT', 'DEBIT', 'MULTIPLE', 'PREPAID', 'VIRTUAL', 'UNKNOWN']) {
      expect(newMaskedCardNumber(type)).toMatch(/^2223\d{2}\*{6}\d{4}$/);
    }
  });
});

describe('invoice cycle', () => {
  test('whatever day the demo starts, the last closing is past and its due date is still ahead', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }), (date) => {
        const today = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
        const { closingDay, payDay } = demoInvoiceDays(today);
        expect(closingDay).toBeGreaterThanOrEqual(1);
        expect(payDay).toBeLessThanOrEqual(28);
        const closed = lastClosing(today, closingDay);
        expect(compareDays(closed, today)).toBeLessThan(0);
        const due = dueDateOf(closed, payDay);
        expect(compareDays(due, today)).toBeGreaterThan(0);
        expect(daysBetween(closed, due)).toBeLessThanOrEqual(31);
        expect(compareDays(addDays(closed, 40), today)).toBeGreaterThan(0);
      }),
    );
  });
});

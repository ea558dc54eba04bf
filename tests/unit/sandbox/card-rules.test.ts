import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { newMaskedCardNumber } from '../../../src/sandbox/cards/card-number.ts';
import { splitInstallments } from '../../../src/sandbox/cards/installments.ts';
import { demoInvoiceDays, dueDateOf, lastClosing } from '../../../src/sandbox/cards/invoice-cycle.ts';
import { addDays, compareDays, daysBetween } from '../../../src/sandbox/statement/bank-calendar.ts';
import { cardIssuingDefinition } from '../../../src/sandbox/workflows/card-issuing-definition.ts';
import { definitionProblems } from '../../../src/sandbox/workflows/definition.ts';

/** The card workflow as "status ACTION → status" lines: what each action does to a card in each status. */
function statusMoves(): string[] {
  const definition = cardIssuingDefinition('Cartão');
  // The approval keeps the request's status: the card waits as PROCESSING.
  const statusOf = (id: string) => definition.activities.find((activity) => activity.id === id)!.status ?? 'PROCESSING';
  const moves = definition.transitions
    .filter((transition) => transition.from !== 'request')
    .map((transition) => `${statusOf(transition.from)} ${transition.action} → ${statusOf(transition.to)}`);
  return [...new Set(moves)].sort();
}

describe('card status transitions (spec 001 §4), as the card workflow holds them', () => {
  test('a valid workflow: one start, every activity reachable, nothing out of the end', () => {
    expect(definitionProblems(cardIssuingDefinition('Cartão'))).toEqual([]);
  });

  test('ACTIVE locks, LOCKED unlocks, both cancel, a new card is approved or refused; nothing else, nothing leaves CANCELED', () => {
    expect(statusMoves()).toEqual(
      [
        'ACTIVE CANCEL → CANCELED',
        'ACTIVE LOCK → LOCKED',
        'LOCKED ACTIVATE → ACTIVE',
        'LOCKED CANCEL → CANCELED',
        'PROCESSING APPROVE → ACTIVE',
        'PROCESSING REFUSE → CANCELED',
        'PROCESSING TOO_MANY_TRIES → CANCELED',
      ].sort(),
    );
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

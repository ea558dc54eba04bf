import { describe, expect, test } from 'vitest';
import { messageColour } from '../../../src/domain/message-colour.ts';
import { receiveAmountLeft } from '../../../src/domain/receive-amount.ts';

describe('message icon colour (spec 001 §4)', () => {
  test('red for ERROR, yellow for CANCELED, blue for anything else or no status', () => {
    expect(messageColour('ERROR')).toBe('danger');
    expect(messageColour('CANCELED')).toBe('warning');
    expect(messageColour('COMPLETED')).toBe('info');
    expect(messageColour(null)).toBe('info');
    expect(messageColour(undefined)).toBe('info');
  });
});

describe('what is left of money received', () => {
  test('is the amount less what was returned, in whole cents', () => {
    expect(receiveAmountLeft({ amount: 100.3, reversedAmount: 0.1 })).toBe(100.2);
    expect(receiveAmountLeft({ amount: 50, reversedAmount: null })).toBe(50);
    expect(receiveAmountLeft({ amount: 50, reversedAmount: 50 })).toBe(0);
  });
});

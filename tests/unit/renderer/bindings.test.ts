import { describe, expect, test } from 'vitest';
import { bindsTo, resolveParams } from '../../../src/renderer/host/bindings.ts';

describe('bindings', () => {
  test('a value is read from its source at its dotted path; a fixed value stays as it is', () => {
    const scope = { row: { id: 't-1', receiver: { name: 'Ana' } }, route: { id: 'r-9' } };
    expect(resolveParams({ id: '@row.id', name: '@row.receiver.name', from: '@route.id', kind: 'PIX', n: 2 }, scope)).toEqual({
      id: 't-1',
      name: 'Ana',
      from: 'r-9',
      kind: 'PIX',
      n: 2,
    });
  });

  test('steps bind to the record when some value of theirs, however deep, is taken from @row', () => {
    const confirm = [
      { action: 'checkFunds', params: { accountId: '@account.accountId' }, amount: '@row.amount' },
      { action: 'approve', operation: 'approveTransfer', params: { id: '@row.id' } },
    ];
    expect(bindsTo(confirm, 'row')).toBe(true);
    expect(bindsTo(confirm, 'account')).toBe(true);
    expect(bindsTo([{ action: 'reload' }, { action: 'close' }], 'row')).toBe(false);
    // Only a whole binding counts: text that merely mentions it, or another source, does not.
    expect(bindsTo([{ action: 'toast', message: 'see @row.id' }, { action: 'navigate', to: '@rows.id' }], 'row')).toBe(false);
    expect(bindsTo({ params: { id: '@route.id' } }, 'row')).toBe(false);
  });
});

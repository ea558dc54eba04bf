import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { arrayLabels, DEFAULT_ARRAY_LABELS, focusAfter } from '../../../src/renderer/forms/templates/array-rows.ts';

describe('the texts of a list of rows', () => {
  test("a list's own texts name its add button, its rows and their remove buttons", () => {
    expect(
      arrayLabels({ addLabel: 'lists.phone.add', itemLabel: 'lists.phone.item', removeLabel: 'lists.phone.remove' }),
    ).toEqual({
      add: 'lists.phone.add',
      item: 'lists.phone.item',
      remove: 'lists.phone.remove',
    });
  });

  test('a list that names none of them, or names them wrongly, says "Adicionar item", "Item 2" and "Remover item 2"', () => {
    expect(arrayLabels({})).toEqual(DEFAULT_ARRAY_LABELS);
    expect(arrayLabels({ addLabel: '', itemLabel: 3, removeLabel: null })).toEqual(DEFAULT_ARRAY_LABELS);
  });
});

describe('where focus goes after a row is added or removed', () => {
  test('after adding, to the new row, the last', () => {
    expect(focusAfter({ kind: 'added' }, 1)).toEqual({ kind: 'row', index: 0 });
    expect(focusAfter({ kind: 'added' }, 3)).toEqual({ kind: 'row', index: 2 });
  });

  test('after removing a row in the middle, to the row that took its place', () => {
    expect(focusAfter({ kind: 'removed', index: 1 }, 2)).toEqual({ kind: 'row', index: 1 });
  });

  test('after removing the last row, to the one before it', () => {
    expect(focusAfter({ kind: 'removed', index: 2 }, 2)).toEqual({ kind: 'row', index: 1 });
  });

  test('after removing the only row, to the add button', () => {
    expect(focusAfter({ kind: 'removed', index: 0 }, 0)).toEqual({ kind: 'add' });
  });

  test('whatever was removed, focus lands on a row that exists, or on the add button when none is left', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (index, rows) => {
        const target = focusAfter({ kind: 'removed', index }, rows);
        if (rows === 0) return target.kind === 'add';
        return target.kind === 'row' && target.index >= 0 && target.index < rows && target.index <= index;
      }),
    );
  });
});

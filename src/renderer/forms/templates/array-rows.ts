/**
 * What a list of rows (phones, contacts, addresses) says and where focus goes after a change: plain
 * functions, so the rules hold without a DOM.
 */

/** Text keys of a list: its add button, each row's title and remove button (`{{number}}` is the row's, from 1). */
export interface ArrayLabels {
  add: string;
  item: string;
  remove: string;
}

export const DEFAULT_ARRAY_LABELS: ArrayLabels = {
  add: 'form.array.add',
  item: 'form.array.item',
  remove: 'form.array.remove',
};

/** The list's own texts (`ui:options.addLabel`, `itemLabel`, `removeLabel`), the defaults for the rest. */
export function arrayLabels(options: Record<string, unknown>): ArrayLabels {
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);
  return {
    add: text(options.addLabel, DEFAULT_ARRAY_LABELS.add),
    item: text(options.itemLabel, DEFAULT_ARRAY_LABELS.item),
    remove: text(options.removeLabel, DEFAULT_ARRAY_LABELS.remove),
  };
}

/** What the person just did to the list. */
export type ArrayChange = { kind: 'added' } | { kind: 'removed'; index: number };

/** Where focus goes: a row's first field (by index), or the add button. */
export type FocusTarget = { kind: 'row'; index: number } | { kind: 'add' };

/**
 * After adding, the new row (the last); after removing, the row that took the removed one's place,
 * or the one before when the last went; with no row left, the add button. Focus never falls back to
 * the page, and never lands on another remove button (pressing Enter twice removes one row, not two).
 */
export function focusAfter(change: ArrayChange, rows: number): FocusTarget {
  if (rows === 0) return { kind: 'add' };
  if (change.kind === 'added') return { kind: 'row', index: rows - 1 };
  return { kind: 'row', index: Math.min(Math.max(change.index, 0), rows - 1) };
}

/** The first thing a person can type into or press inside a row. */
export const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

import { useCallback, useSyncExternalStore } from 'react';

/** When a field's errors start to show (spec 001 §5). */
export type ShowErrorsMode = 'dirtyOrTouched' | 'touched';

/**
 * Which fields the person touched (left) or changed, and whether they tried to submit: errors of
 * a field show only once it is dirty or touched (selects: touched), and all of them after a submit.
 */
export class FieldStateStore {
  private touched = new Set<string>();
  private dirty = new Set<string>();
  private submitted = false;
  private listeners = new Set<() => void>();
  private version = 0;
  /** The fields holding typing the form has not heard of yet (useDeferredChange), each with what hands it over. */
  private typing = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  touch(id: string): void {
    if (this.touched.has(id)) return;
    this.touched.add(id);
    this.notify();
  }

  /** A field holds typing the form has not heard of (`typed`), or no longer does (`handedOver`). */
  typed(handOver: () => void): void {
    this.typing.add(handOver);
  }

  handedOver(handOver: () => void): void {
    this.typing.delete(handOver);
  }

  /** Hands the form every field's pending typing: a validation after it sees what the fields show. */
  handOverTyping(): void {
    for (const handOver of [...this.typing]) handOver();
  }

  markDirty(id: string): void {
    if (this.dirty.has(id)) return;
    this.dirty.add(id);
    this.notify();
  }

  /**
   * Row `index` of the list `listId` is going away: its fields forget what happened to them and the
   * rows after it take their state one place up, as their values do, so a row never shows the
   * errors its removed neighbour had earned.
   */
  removeRow(listId: string, index: number): void {
    const shift = (ids: Set<string>) => {
      const kept = new Set<string>();
      for (const id of ids) {
        const row = rowOf(listId, id);
        if (row?.index === index) continue;
        kept.add(row && row.index > index ? `${listId}_${row.index - 1}${row.rest}` : id);
      }
      return kept;
    };
    this.touched = shift(this.touched);
    this.dirty = shift(this.dirty);
    this.notify();
  }

  submit(): void {
    this.submitted = true;
    this.notify();
  }

  reset(): void {
    this.touched.clear();
    this.dirty.clear();
    this.submitted = false;
    this.notify();
  }

  shows(id: string, mode: ShowErrorsMode): boolean {
    return this.submitted || this.touched.has(id) || (mode === 'dirtyOrTouched' && this.dirty.has(id));
  }
}

/** Whether the field `id` shows its errors now; re-renders only when that answer changes. */
export function useErrorsShown(store: FieldStateStore | undefined, id: string, mode: ShowErrorsMode): boolean {
  const read = useCallback(() => store?.shows(id, mode) ?? true, [store, id, mode]);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, read, read);
}

const noSubscription = () => () => undefined;

/** `root_phones_2_number` in the list `root_phones`: row 2, rest `_number`. */
function rowOf(listId: string, id: string): { index: number; rest: string } | undefined {
  if (!id.startsWith(`${listId}_`)) return undefined;
  const tail = id.slice(listId.length + 1);
  const end = tail.includes('_') ? tail.indexOf('_') : tail.length;
  const digits = tail.slice(0, end);
  return /^\d+$/.test(digits) ? { index: Number(digits), rest: tail.slice(end) } : undefined;
}

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

  markDirty(id: string): void {
    if (this.dirty.has(id)) return;
    this.dirty.add(id);
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

import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import type { LookupItem } from '../../generated/schemas.ts';

export interface LookupState {
  status: 'loading' | 'ready' | 'failed';
  items: LookupItem[];
}

const LOADING: LookupState = { status: 'loading', items: [] };

/** The GET /api/Common lists a screen's selects show, each loaded once and shared. */
export class LookupStore {
  private states = new Map<string, LookupState>();
  private listeners = new Set<() => void>();

  constructor(private readonly load: (name: string) => Promise<LookupItem[]>) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  state(name: string): LookupState {
    return this.states.get(name) ?? LOADING;
  }

  request(name: string): void {
    if (this.states.has(name)) return;
    this.states.set(name, LOADING);
    this.load(name).then(
      (items) => this.set(name, { status: 'ready', items }),
      () => this.set(name, { status: 'failed', items: [] }),
    );
  }

  private set(name: string, state: LookupState): void {
    this.states.set(name, state);
    for (const listener of this.listeners) listener();
  }
}

export const LookupContext = createContext<LookupStore | null>(null);

/** The list `name` (loading it on first use); no name gives an empty, ready list. */
export function useLookup(name: string | undefined): LookupState {
  const store = useContext(LookupContext);
  useEffect(() => {
    if (name) store?.request(name);
  }, [store, name]);
  const read = useCallback(() => (name && store ? store.state(name) : READY_EMPTY), [store, name]);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, read, read);
}

const READY_EMPTY: LookupState = { status: 'ready', items: [] };
const noSubscription = () => () => undefined;

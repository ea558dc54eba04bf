import { useCallback, useSyncExternalStore } from 'react';
import { evaluateCondition } from '../host/conditions.ts';
import type { ScreenHost } from '../host/screen-host.ts';
import type { RuleSpec } from '../screens/types.ts';

export interface FieldEffect {
  hidden: boolean;
  disabled: boolean;
  readonly: boolean;
}

const NONE: FieldEffect = { hidden: false, disabled: false, readonly: false };

function sameEffect(a: FieldEffect, b: FieldEffect): boolean {
  return a.hidden === b.hidden && a.disabled === b.disabled && a.readonly === b.readonly;
}

/**
 * The form's rules (JSON Forms' SHOW/HIDE/ENABLE/DISABLE, plus readonly) evaluated against its
 * values after each change; a field re-renders only when its own effect changes.
 */
export class RuleStore {
  private effects = new Map<string, FieldEffect>();
  private listeners = new Set<() => void>();

  constructor(
    private readonly rules: readonly RuleSpec[],
    private readonly host: Pick<ScreenHost, 'user' | 'features'>,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  update(data: unknown): void {
    if (this.rules.length === 0) return;
    const next = new Map<string, FieldEffect>();
    for (const rule of this.rules) {
      const effect = { ...(next.get(rule.field) ?? NONE) };
      const holds = evaluateCondition(rule.when, data, this.host);
      if (rule.effect === 'hide' && holds) effect.hidden = true;
      if (rule.effect === 'show' && !holds) effect.hidden = true;
      if (rule.effect === 'disable' && holds) effect.disabled = true;
      if (rule.effect === 'enable' && !holds) effect.disabled = true;
      if (rule.effect === 'readonly' && holds) effect.readonly = true;
      next.set(rule.field, effect);
    }
    const changed = [...next].some(([field, effect]) => !sameEffect(this.effect(field), effect));
    this.effects = next;
    if (changed) for (const listener of this.listeners) listener();
  }

  effect(field: string): FieldEffect {
    return this.effects.get(field) ?? NONE;
  }

  /** The values without those of hidden fields: what the person cannot see is not sent. */
  withoutHidden<T>(data: T): T {
    let values: unknown = data;
    for (const [field, effect] of this.effects) if (effect.hidden) values = withoutPath(values, field.split('.'));
    return values as T;
  }
}

function withoutPath(values: unknown, [head, ...rest]: string[]): unknown {
  if (values === null || typeof values !== 'object' || Array.isArray(values) || !(head! in values)) return values;
  const record = values as Record<string, unknown>;
  if (rest.length > 0) return { ...record, [head!]: withoutPath(record[head!], rest) };
  const { [head!]: _dropped, ...kept } = record;
  return kept;
}

/** The effect of the rules on the field at `path` (dotted, as rules name it). */
export function useFieldEffect(store: RuleStore | undefined, path: string): FieldEffect {
  const read = useCallback(() => store?.effect(path) ?? NONE, [store, path]);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, read, read);
}

const noSubscription = () => () => undefined;

import { useCallback, useEffect, useMemo, useRef } from 'react';

/** How long the person's typing pauses before the form hears of it. */
export const TYPING_PAUSE_MS = 150;

export interface DeferredChange {
  /** The person typed `value`: the form hears of it once the typing pauses. */
  change(value: unknown): void;
  /** Hands the form what was typed now (the field is left, Enter submits). */
  flush(): void;
  /** Whether the field holds typing the form has not heard of yet. */
  pending(): boolean;
}

/**
 * A field's changes handed to react-jsonschema-form once the typing pauses, when the field is left
 * or when Enter submits, not on every keystroke: each change of rjsf's makes its whole form state
 * again and renders every field, and on a phone that was most of what a keystroke cost (bench:form).
 * The field shows the typed text at once; validation already waits for the blur (ScreenForm).
 */
export function useDeferredChange(onChange: (value: unknown) => void): DeferredChange {
  const latest = useRef(onChange);
  latest.current = onChange;
  const typed = useRef<{ value: unknown } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const next = typed.current;
    typed.current = null;
    if (next) latest.current(next.value);
  }, []);
  const change = useCallback(
    (value: unknown) => {
      typed.current = { value };
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, TYPING_PAUSE_MS);
    },
    [flush],
  );
  const pending = useCallback(() => typed.current !== null, []);
  // A field that goes (a row removed) drops what it held: handing it over would bring the row back.
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return useMemo(() => ({ change, flush, pending }), [change, flush, pending]);
}

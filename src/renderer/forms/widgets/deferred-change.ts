import { startTransition, useCallback, useEffect, useMemo, useRef } from 'react';

export interface DeferredChange {
  /** The person typed `value`: the form hears of it once the typed character is painted. */
  change(value: unknown): void;
  /** Hands the form what was typed now (the field is left, Enter submits). */
  flush(): void;
  /** Whether the field holds typing the form has not heard of yet. */
  pending(): boolean;
}

/**
 * A field's changes handed to react-jsonschema-form once the typed character is painted (the next
 * frame), the keys typed meanwhile as one change, and at once when the field is left or Enter
 * submits: each change of rjsf's makes its whole form state again and renders every field, and on a
 * phone the keystroke's paint waited for it (bench:form). The field shows the typed text from its
 * own state. The form's validity follows one frame later, as before (ScreenForm): a longer pause had
 * left the submit button disabled for a person who pressed Enter right after the last key. The
 * form's render after a paint is a transition, which React interrupts for the next key: bench:form
 * found the keys typed while it ran waiting for it.
 */
export function useDeferredChange(onChange: (value: unknown) => void): DeferredChange {
  const latest = useRef(onChange);
  latest.current = onChange;
  const typed = useRef<{ value: unknown } | null>(null);
  const frame = useRef<number | null>(null);
  const flush = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    const next = typed.current;
    typed.current = null;
    if (next) latest.current(next.value);
  }, []);
  const change = useCallback(
    (value: unknown) => {
      typed.current = { value };
      if (frame.current !== null) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = null;
        // As a transition: the form's render yields to the next key, which no longer waits for it.
        setTimeout(() => startTransition(flush), 0);
      });
    },
    [flush],
  );
  const pending = useCallback(() => typed.current !== null, []);
  // A field that goes (a row removed) drops what it held: handing it over would bring the row back.
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      typed.current = null;
    },
    [],
  );
  return useMemo(() => ({ change, flush, pending }), [change, flush, pending]);
}

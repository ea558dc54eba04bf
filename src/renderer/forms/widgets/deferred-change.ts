import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { FieldStateStore } from '../field-state.ts';

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
 * left the submit button disabled for a person who pressed Enter right after the last key. With the
 * form's field state (`fields`), a validation the form runs meanwhile (a blur elsewhere) hands the
 * typing over first (ScreenForm).
 */
export function useDeferredChange(onChange: (value: unknown) => void, fields?: FieldStateStore): DeferredChange {
  const latest = useRef(onChange);
  latest.current = onChange;
  const typed = useRef<{ value: unknown } | null>(null);
  const frame = useRef<number | null>(null);
  const flush = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    fields?.handedOver(flush);
    const next = typed.current;
    typed.current = null;
    if (next) latest.current(next.value);
  }, [fields]);
  const change = useCallback(
    (value: unknown) => {
      typed.current = { value };
      fields?.typed(flush);
      if (frame.current !== null) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = null;
        setTimeout(flush, 0);
      });
    },
    [fields, flush],
  );
  const pending = useCallback(() => typed.current !== null, []);
  // A field that goes (a row removed) drops what it held: handing it over would bring the row back.
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
      typed.current = null;
      fields?.handedOver(flush);
    },
    [fields, flush],
  );
  return useMemo(() => ({ change, flush, pending }), [change, flush, pending]);
}

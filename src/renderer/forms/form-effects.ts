import { valueAt } from '../host/bindings.ts';
import type { DeriveSpec, FormSpec, ResetSpec } from '../screens/types.ts';

type Values = Record<string, unknown>;

function setAt(values: Values, path: string, value: unknown): Values {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) return { ...values, [head!]: value };
  const inner = values[head!];
  return { ...values, [head!]: setAt(inner && typeof inner === 'object' ? (inner as Values) : {}, rest.join('.'), value) };
}

function transformed(spec: DeriveSpec, source: unknown): unknown {
  const text = source === undefined || source === null ? '' : String(source);
  switch (spec.transform) {
    case 'uppercase':
      return text.toUpperCase();
    // spec 001 §5: more than 11 characters selects the juridical form, otherwise the natural one.
    case 'personType':
      return text.replace(/[^0-9A-Za-z]/g, '').length > 11 ? 'J' : 'N';
    default:
      return source;
  }
}

/** Whether the form declares effects that change values as the person types. */
export function hasFormEffects(spec: FormSpec): boolean {
  return (spec.derive?.length ?? 0) > 0 || (spec.resets?.length ?? 0) > 0;
}

/**
 * A derived field follows its source while it is empty or still holds what the source gave it (the
 * person has not typed a value of their own): spec 001 §5, the display name is the name in upper case.
 */
function derive(previous: Values, next: Values, specs: readonly DeriveSpec[]): Values {
  let values = next;
  for (const spec of specs) {
    const current = valueAt(values, spec.field);
    const followed =
      current === undefined || current === null || current === '' || current === transformed(spec, valueAt(previous, spec.from));
    const next = transformed(spec, valueAt(values, spec.from));
    // Unchanged values stay the same object: the form then knows no effect acted.
    if (followed && next !== current) values = setAt(values, spec.field, next);
  }
  return values;
}

/**
 * spec 001 §4: the toggle turned on clears the form to a blank one, keeping the listed fields; turned
 * off, the form gets its first values back (the account's, or the holder's in edit mode).
 */
function reset(previous: Values, next: Values, specs: readonly ResetSpec[], blank: Values, initial: Values): Values {
  for (const spec of specs) {
    const before = valueAt(previous, spec.field) === true;
    const after = valueAt(next, spec.field) === true;
    if (before === after) continue;
    if (!after) return setAt(initial, spec.field, false);
    let values = setAt(blank, spec.field, true);
    for (const kept of spec.keep ?? []) {
      const value = valueAt(next, kept);
      if (value !== undefined) values = setAt(values, kept, value);
    }
    return values;
  }
  return next;
}

/**
 * The values a form holds after a change: a switch that empties or restores it wins (and the
 * derivations then fill what follows), otherwise the derived fields follow their sources.
 */
export function applyFormEffects(
  spec: FormSpec,
  previous: unknown,
  next: unknown,
  context: { blank: unknown; initial: unknown },
): Values {
  const before = (previous ?? {}) as Values;
  const after = (next ?? {}) as Values;
  const resetValues = reset(before, after, spec.resets ?? [], (context.blank ?? {}) as Values, (context.initial ?? {}) as Values);
  if (resetValues !== after) return derive({}, resetValues, spec.derive ?? []);
  return derive(before, after, spec.derive ?? []);
}

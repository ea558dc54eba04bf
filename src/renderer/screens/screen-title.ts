import type { TFunction } from 'i18next';
import { resolveParams, resolveValue, type BindingScope } from '../host/bindings.ts';
import type { ScreenFile } from './types.ts';

/**
 * A screen's title, in its heading or its dialog's frame: its title key with its `titleValues` read
 * from the scope, except a receipt's, which is the entry's description (spec 001 §2).
 */
export function screenTitle(screen: ScreenFile, scope: BindingScope, t: TFunction): string {
  if (screen.kind === 'receipt') {
    const description = resolveValue(`${String(screen.spec.transaction)}.description`, scope);
    if (typeof description === 'string' && description !== '') return description;
  }
  if (!screen.titleValues) return t(screen.title);
  // A value the scope lacks leaves the title without it ("Compras do cartão" rather than a raw placeholder).
  const values = Object.fromEntries(
    Object.entries(resolveParams(screen.titleValues, scope)).map(([name, value]) => [
      name,
      typeof value === 'string' || typeof value === 'number' ? String(value) : '',
    ]),
  );
  return t(screen.title, values).replace(/\s+/g, ' ').trim();
}

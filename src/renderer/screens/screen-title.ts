import type { TFunction } from 'i18next';
import { resolveValue, type BindingScope } from '../host/bindings.ts';
import type { ScreenModule } from './types.ts';

/** A screen's title in a dialog: its title key, except a receipt's, which is the entry's description (spec 001 §2). */
export function screenTitle(module: ScreenModule, scope: BindingScope, t: TFunction): string {
  const screen = module.screen;
  if (screen.kind === 'receipt') {
    const description = resolveValue(`${String(screen.spec.transaction)}.description`, scope);
    if (typeof description === 'string' && description !== '') return description;
  }
  return t(screen.title);
}

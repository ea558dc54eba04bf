import type { ComponentType } from 'react';
import type { ScreenModule } from '../../screens/types.ts';
import { byName, type KindWord } from '../define.ts';

let words: Record<string, KindWord> | undefined;

/** Every file of src/renderer/vocabulary/kinds, by its word's name (read on first use, so Node can import the words). */
export function kindWords(): Record<string, KindWord> {
  return (words ??= byName(
    import.meta.glob<KindWord>(['../kinds/**/*.ts', '../kinds/**/*.tsx'], { eager: true, import: 'default' }),
  ));
}

const views = new Map<string, ComponentType<{ module: ScreenModule }>>();

/** The view of a kind, once loadKindView has brought it in. */
export function kindView(kind: string): ComponentType<{ module: ScreenModule }> | undefined {
  return views.get(kind);
}

/** Brings in the view of a kind (once); a kind without a view (the site manifest) has none. */
export async function loadKindView(kind: string): Promise<void> {
  if (views.has(kind)) return;
  const view = await kindWords()[kind]?.view?.();
  if (view) views.set(kind, view);
}

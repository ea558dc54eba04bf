import type { ComponentType } from 'react';
import type { ScreenModule } from '../../screens/types.ts';
import type { KindWord } from '../define.ts';

/**
 * The views of the screen kinds, for the page. A screen's module brings its kind's word
 * (scripts/vite/screens-plugin.ts), whose view is loaded with it; a module without it (one a test
 * makes) loads the word by name: a kind's file is its name (kinds/detail.ts). `kindWords()`
 * (kinds.ts) keeps every kind with its spec at once, for the generator and the tests.
 */
const files = import.meta.glob<KindWord>(['../kinds/*.ts'], { import: 'default' });

const views = new Map<string, ComponentType<{ module: ScreenModule }>>();

/** The view of a kind, once loadKindView has brought it in. */
export function kindView(kind: string): ComponentType<{ module: ScreenModule }> | undefined {
  return views.get(kind);
}

/** Brings in the view of a screen's kind (once); a kind without a view (the site manifest) has none. */
export async function loadKindView(module: ScreenModule): Promise<void> {
  const kind = module.screen.kind;
  if (views.has(kind)) return;
  const word = module.kindWord ?? (await files[`../kinds/${kind}.ts`]?.());
  const view = await word?.view?.();
  if (view) views.set(kind, view);
}

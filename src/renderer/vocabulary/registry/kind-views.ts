import type { ComponentType } from 'react';
import type { ScreenModule } from '../../screens/types.ts';
import { namesPart, type KindWord } from '../define.ts';

/**
 * The views of the screen kinds, for the page. A screen's module brings its kind's word
 * (scripts/vite/screens-plugin.ts), whose view is loaded with it; a module without it (one a test
 * makes) loads the word by name: a kind's file is its name (kinds/detail.ts). `kindWords()`
 * (kinds.ts) keeps every kind with its spec at once, for the generator and the tests.
 */
const files = import.meta.glob<KindWord>(['../kinds/*.ts'], { import: 'default' });

const views = new Map<string, ComponentType<{ module: ScreenModule }>>();
/** The parts of the views loaded so far, by `<kind>:<part>`. */
const parts = new Map<string, unknown>();

/** The view of a kind, once loadKindView has brought it in. */
export function kindView(kind: string): ComponentType<{ module: ScreenModule }> | undefined {
  return views.get(kind);
}

/** A part of a kind's view (KindWord.parts), once a screen whose spec names it has been loaded. */
export function kindPart<Part>(kind: string, name: string): Part | undefined {
  return parts.get(`${kind}:${name}`) as Part | undefined;
}

/**
 * Brings in the view of a screen's kind (once) and the parts of it its spec names; a kind without a
 * view (the site manifest) has none.
 */
export async function loadKindView(module: ScreenModule): Promise<void> {
  const kind = module.screen.kind;
  const word = module.kindWord ?? (await files[`../kinds/${kind}.ts`]?.());
  const spec = (module.screen as { spec?: unknown }).spec;
  const wanted = Object.entries(word?.parts ?? {}).filter(([name]) => !parts.has(`${kind}:${name}`) && namesPart(spec, name));
  await Promise.all([
    views.has(kind) ? undefined : word?.view?.().then((view) => void (view && views.set(kind, view))),
    ...wanted.map(([name, load]) => load().then((part) => void parts.set(`${kind}:${name}`, part))),
  ]);
}

import type { Plugin } from 'vite';
import { isObject } from '../lib/schema-bundle.ts';
import { loadProject } from '../lib/screen-check-project.ts';

/** The site manifest (the file of kind `site`), which the router and the menus are built from. */
export const SITE_MODULE = 'virtual:balcao-site';
/** The screens of kind `box` (the sign-in and its steps): small, and needed before anything else. */
export const BOXES_MODULE = 'virtual:balcao-boxes';

export const resolved = (id: string) => `\0${id}`;

/** The screens of a kind, by id. */
/**
 * A screen file as the site gets it: without its `note`, which is for the people who edit the file
 * and never shown, nor `$schema`, which is for their editor.
 */
export function shippedScreen<S extends Record<string, unknown>>(screen: S): Omit<S, 'note' | '$schema'> {
  const { note: _note, $schema: _schema, ...shipped } = screen;
  return shipped;
}

function screensOfKind(root: string, kind: string): Record<string, unknown> {
  return Object.fromEntries(
    [...loadProject(root).screens].flatMap(([id, screen]) => (isObject(screen) && screen.kind === kind ? [[id, shippedScreen(screen)]] : [])),
  );
}

/** The code of the manifest's or the boxes' module, or null for another id. */
export function staticModuleCode(root: string, id: string): string | null {
  if (id === resolved(SITE_MODULE)) {
    const [site] = Object.values(screensOfKind(root, 'site'));
    return `export const site = ${JSON.stringify(site ?? null)};`;
  }
  if (id === resolved(BOXES_MODULE)) return `export const boxes = ${JSON.stringify(screensOfKind(root, 'box'))};`;
  return null;
}

/**
 * Only the manifest and the boxes: what the build's first-paint render of the sign-in needs
 * (scripts/lib/first-paint.ts), without the form validators' compiler, which brings React in.
 */
export function staticScreensPlugin(root: string = process.cwd()): Plugin {
  return {
    name: 'balcao-static-screens',
    resolveId: (id) => ([SITE_MODULE, BOXES_MODULE].includes(id) ? resolved(id) : null),
    load: (id) => staticModuleCode(root, id),
  };
}

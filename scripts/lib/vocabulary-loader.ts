import { existsSync, readdirSync, statSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { WORD_FOLDERS, type AnyWord, type Vocabulary } from '../../src/renderer/vocabulary/define.ts';

export const VOCABULARY_DIR = path.join('src', 'renderer', 'vocabulary');

/** The word files of one folder of the vocabulary, in a stable order. */
export function wordFiles(root: string, folder: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir)
      .sort()
      .flatMap((name) => {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) return walk(full);
        return /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) ? [full] : [];
      });
  const dir = path.join(root, VOCABULARY_DIR, folder);
  return existsSync(dir) ? walk(dir) : [];
}

let stylesIgnored = false;

/**
 * Stylesheets mean nothing to Node: a word's view may import one (as Vite bundles them), so the
 * loader answers each .css import with an empty module.
 */
function ignoreStyles(): void {
  if (stylesIgnored) return;
  stylesIgnored = true;
  const hooks = `export async function load(url, context, next) {
    if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
    return next(url, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
}

/**
 * Every word of src/renderer/vocabulary under `root`, imported in Node (run through tsx): the same
 * files the browser gets through import.meta.glob (src/renderer/vocabulary/registry).
 */
export async function loadVocabulary(root: string = process.cwd()): Promise<Vocabulary> {
  ignoreStyles();
  const vocabulary = {} as Record<string, AnyWord[]>;
  for (const folder of WORD_FOLDERS) {
    const words: AnyWord[] = [];
    for (const file of wordFiles(root, folder)) {
      const module = (await import(pathToFileURL(path.resolve(file)).href)) as { default?: AnyWord };
      if (!module.default?.name) throw new Error(`${file} has no word as its default export`);
      words.push(module.default);
    }
    const names = new Set<string>();
    for (const word of words) {
      if (names.has(word.name)) throw new Error(`two words of ${folder} are named "${word.name}"`);
      names.add(word.name);
    }
    vocabulary[folder] = words.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }
  return vocabulary as unknown as Vocabulary;
}

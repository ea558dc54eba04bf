import { useEffect, useSyncExternalStore } from 'react';
import type { OperationWord } from '../define.ts';

/**
 * The operation words of the page, each loaded on its own (npm run size): a screen's module brings
 * the words its file names (scripts/vite/screens-plugin.ts) and they are registered here as it
 * loads; any other is loaded by name when first called. A word's file is its name in kebab case, in
 * its area's folder (accountTransactions: operations/statement/account-transactions.ts); the list of
 * the files is itself loaded only then (operation-files.ts).
 * `operationWords()` (operations.ts) keeps every word at once, for the generator and the tests.
 */
const loaded = new Map<string, OperationWord>();
const listeners = new Set<() => void>();
let version = 0;

/** The base name of a word's file: its name in kebab case. */
export function operationFileName(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export function registerOperationWords(words: readonly OperationWord[]): void {
  let added = false;
  for (const word of words) {
    if (loaded.get(word.name) === word) continue;
    loaded.set(word.name, word);
    added = true;
  }
  if (!added) return;
  version += 1;
  for (const listener of listeners) listener();
}

/** An operation word once loaded (by a screen's module or loadOperationWord). */
export function loadedOperationWord(name: string): OperationWord | undefined {
  return loaded.get(name);
}

/** An operation word, loading its file when no screen brought it. */
export async function loadOperationWord(name: string): Promise<OperationWord> {
  const known = loaded.get(name);
  if (known) return known;
  const { operationFiles } = await import('./operation-files.ts');
  const suffix = `/${operationFileName(name)}.ts`;
  const file = Object.keys(operationFiles).find((key) => key.endsWith(suffix));
  const word = file ? await operationFiles[file]!() : undefined;
  if (word?.name !== name) throw new Error(`no operation word named ${name}`);
  registerOperationWords([word]);
  return word;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** An operation word for a render: undefined, and loading, until its file is in (`wanted` false: not loaded). */
export function useOperationWord(name: string, wanted = true): OperationWord | undefined {
  useSyncExternalStore(subscribe, () => version);
  const word = loaded.get(name);
  useEffect(() => {
    if (wanted && !word) void loadOperationWord(name).catch(() => undefined);
  }, [name, wanted, word]);
  return word;
}

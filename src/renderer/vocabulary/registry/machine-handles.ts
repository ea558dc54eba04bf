import { useMemo } from 'react';
import type { MachineHandle } from '../../host/screen-host.ts';
import type { MachineWord } from '../define.ts';

/**
 * Each file of src/renderer/vocabulary/machines, loaded when a route asks for its word (the
 * registration machine stays out of every page but account opening's, the card's out of the others;
 * npm run size). A word's file is its name in kebab case (cardLifecycle: card-lifecycle.ts).
 */
const files = import.meta.glob<MachineWord>(['../machines/**/*.ts', '../machines/**/*.tsx'], { import: 'default' });

/** The file of a machine word, by the kebab case of its name. */
export function machineFileOf(name: string): string {
  return `../machines/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;
}

/** The words of the machines a route of the manifest names (`machines`), loaded with the route's code. */
export async function loadMachineWords(names: readonly string[]): Promise<MachineWord[]> {
  return Promise.all(
    names.map(async (name) => {
      const word = await files[machineFileOf(name)]?.();
      if (word?.name !== name) throw new Error(`no machine word named ${name} in ${machineFileOf(name)}`);
      return word;
    }),
  );
}

/**
 * The handles of the machines a route asks for, made for the route's life. The list of a route never
 * changes, so the hooks of its machines run in the same order on every render.
 */
export function useMachineHandles(words: readonly MachineWord[]): Record<string, MachineHandle> {
  const handles: [string, MachineHandle][] = [];
  for (const word of words) {
    const handle = word.useHandle?.();
    if (handle) handles.push([word.name, handle]);
  }
  const key = handles.map(([, handle]) => handle);
  return useMemo(() => Object.fromEntries(handles), key);
}

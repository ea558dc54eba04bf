import { useMemo } from 'react';
import type { MachineHandle } from '../../host/screen-host.ts';
import type { MachineWord } from '../define.ts';

/**
 * Each file of src/renderer/vocabulary/machines, loaded when a route asks for one of its words (the
 * registration machine stays out of every page but account opening's; npm run size).
 */
const files = import.meta.glob<MachineWord>(['../machines/**/*.ts', '../machines/**/*.tsx'], { import: 'default' });

/** The words of the machines a route of the manifest names (`machines`), loaded with the route's code. */
export async function loadMachineWords(names: readonly string[]): Promise<MachineWord[]> {
  if (names.length === 0) return [];
  const words = await Promise.all(Object.values(files).map((load) => load()));
  return names.map((name) => {
    const word = words.find((candidate) => candidate.name === name);
    if (!word) throw new Error(`no machine word named ${name}`);
    return word;
  });
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

import { useMemo } from 'react';
import type { MachineHandle } from '../../host/screen-host.ts';
import { byName, type MachineWord } from '../define.ts';

let words: Record<string, MachineWord> | undefined;

/** Every file of src/renderer/vocabulary/machines, by its word's name (read on first use, so Node can import the words). */
export function machineWords(): Record<string, MachineWord> {
  return (words ??= byName(
    import.meta.glob<MachineWord>(['../machines/**/*.ts', '../machines/**/*.tsx'], { eager: true, import: 'default' }),
  ));
}

/**
 * The handles of the machines a route asks for, made for the route's life. The list of a route never
 * changes, so the hooks of its machines run in the same order on every render.
 */
export function useMachineHandles(names: readonly string[]): Record<string, MachineHandle> {
  const handles: [string, MachineHandle][] = [];
  for (const name of names) {
    const handle = machineWords()[name]?.useHandle?.();
    if (handle) handles.push([name, handle]);
  }
  const key = handles.map(([, handle]) => handle);
  return useMemo(() => Object.fromEntries(handles), key);
}

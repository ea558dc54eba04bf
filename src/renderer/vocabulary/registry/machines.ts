import { byName, type MachineWord } from '../define.ts';

let words: Record<string, MachineWord> | undefined;

/** Every file of src/renderer/vocabulary/machines, by its word's name (read on first use, so Node can import the words). */
export function machineWords(): Record<string, MachineWord> {
  return (words ??= byName(
    import.meta.glob<MachineWord>(['../machines/**/*.ts', '../machines/**/*.tsx'], { eager: true, import: 'default' }),
  ));
}

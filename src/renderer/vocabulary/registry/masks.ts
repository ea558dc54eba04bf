import { byName, type MaskWord } from '../define.ts';

let words: Record<string, MaskWord> | undefined;

/** Every file of src/renderer/vocabulary/masks, by its word's name (read on first use, so Node can import the words). */
export function maskWords(): Record<string, MaskWord> {
  return (words ??= byName(
    import.meta.glob<MaskWord>(['../masks/**/*.ts', '../masks/**/*.tsx'], { eager: true, import: 'default' }),
  ));
}

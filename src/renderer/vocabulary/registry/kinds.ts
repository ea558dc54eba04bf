import { byName, type KindWord } from '../define.ts';

let words: Record<string, KindWord> | undefined;

/** Every file of src/renderer/vocabulary/kinds, by its word's name (read on first use, so Node can import the words). */
export function kindWords(): Record<string, KindWord> {
  return (words ??= byName(
    import.meta.glob<KindWord>(['../kinds/**/*.ts', '../kinds/**/*.tsx'], { eager: true, import: 'default' }),
  ));
}

import { byName, type FormatWord } from '../define.ts';

let words: Record<string, FormatWord> | undefined;

/** Every file of src/renderer/vocabulary/formats, by its word's name (read on first use, so Node can import the words). */
export function formatWords(): Record<string, FormatWord> {
  return (words ??= byName(
    import.meta.glob<FormatWord>(['../formats/**/*.ts', '../formats/**/*.tsx'], { eager: true, import: 'default' }),
  ));
}

import { byName, type ActionWord } from '../define.ts';

let words: Record<string, ActionWord> | undefined;

/** Every file of src/renderer/vocabulary/actions, by its word's name (read on first use, so Node can import the words). */
export function actionWords(): Record<string, ActionWord> {
  return (words ??= byName(
    import.meta.glob<ActionWord>(['../actions/**/*.ts', '../actions/**/*.tsx'], { eager: true, import: 'default' }),
  ));
}

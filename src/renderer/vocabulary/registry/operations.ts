import { byName, type OperationWord } from '../define.ts';

let words: Record<string, OperationWord> | undefined;

/** Every file of src/renderer/vocabulary/operations, by its word's name (read on first use, so Node can import the words). */
export function operationWords(): Record<string, OperationWord> {
  return (words ??= byName(
    import.meta.glob<OperationWord>(['../operations/**/*.ts', '../operations/**/*.tsx'], { eager: true, import: 'default' }),
  ));
}

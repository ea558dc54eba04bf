import { byName, type WidgetWord } from '../define.ts';

let words: Record<string, WidgetWord> | undefined;

/** Every file of src/renderer/vocabulary/widgets, by its word's name (read on first use, so Node can import the words). */
export function widgetWords(): Record<string, WidgetWord> {
  return (words ??= byName(
    import.meta.glob<WidgetWord>(['../widgets/**/*.ts', '../widgets/**/*.tsx'], { eager: true, import: 'default' }),
  ));
}

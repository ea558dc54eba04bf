import type { AccountConfig } from '../../../generated/schemas.ts';
import type { FeatureName } from '../../screens/types.ts';
import { byName, type FlagWord } from '../define.ts';

let words: Record<string, FlagWord> | undefined;

/** Every file of src/renderer/vocabulary/flags, by its word's name (read on first use, so Node can import the words). */
export function flagWords(): Record<string, FlagWord> {
  return (words ??= byName(
    import.meta.glob<FlagWord>(['../flags/**/*.ts', '../flags/**/*.tsx'], { eager: true, import: 'default' }),
  ));
}

/** Every flag's value in an account's configuration; all off while it is unknown. */
export function featuresOf(config: AccountConfig | undefined): Partial<Record<FeatureName, boolean>> {
  return Object.fromEntries(
    Object.values(flagWords()).map((flag) => [flag.name, config !== undefined && flag.read(config)]),
  ) as Partial<Record<FeatureName, boolean>>;
}

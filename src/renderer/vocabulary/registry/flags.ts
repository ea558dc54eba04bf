import type { AccountConfig, BankConfiguration } from '../../../generated/schemas.ts';
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
    Object.values(flagWords())
      .filter((flag) => flag.source !== 'bank')
      .map((flag) => [flag.name, config !== undefined && flag.read(config)]),
  ) as Partial<Record<FeatureName, boolean>>;
}

/** The bank's flags (`source: 'bank'`) in its configuration, for the pages before a sign-in; all off while it is unknown. */
export function bankFeaturesOf(config: BankConfiguration | null | undefined): Partial<Record<FeatureName, boolean>> {
  return Object.fromEntries(
    Object.values(flagWords())
      .filter((flag) => flag.source === 'bank')
      .map((flag) => [flag.name, !!config && flag.read(config as unknown as AccountConfig)]),
  ) as Partial<Record<FeatureName, boolean>>;
}

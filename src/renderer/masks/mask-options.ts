import type { FactoryOpts } from 'imask';
import type { MaskWord } from '../vocabulary/define.ts';

export const upper = (character: string) => character.toUpperCase();

/** Alphanumeric CNPJ (Receita Federal, July 2026): twelve letters or digits, then two check digits. */
export const CNPJ = { mask: 'XX.XXX.XXX/XXXX-00', definitions: { X: /[0-9A-Za-z]/ }, prepareChar: upper };
export const CPF = { mask: '000.000.000-00' };

interface DynamicMasked {
  unmaskedValue: string;
  compiledMasks: unknown[];
}

/** A dynamic mask that picks its pattern by how many characters the value will have. */
export function byLength(
  masks: object[],
  pick: (characters: string) => number,
  prepareChar?: (character: string) => string,
): FactoryOpts {
  return {
    mask: masks,
    ...(prepareChar ? { prepareChar } : {}),
    dispatch: (appended: string, dynamicMasked: DynamicMasked) => {
      const characters = `${dynamicMasked.unmaskedValue}${appended}`.replace(/[^0-9A-Za-z*]/g, '');
      return dynamicMasked.compiledMasks[pick(characters)];
    },
  } as unknown as FactoryOpts;
}

/** The stored value of a masked input: what the mask's word keeps, else the unmasked text (absent when empty). */
export function storedValue(mask: MaskWord | undefined, unmasked: string): unknown {
  if (unmasked === '' || unmasked === '-') return undefined;
  return mask?.store ? mask.store(unmasked) : unmasked;
}

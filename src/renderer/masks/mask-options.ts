import type { FactoryOpts } from 'imask';
import type { MaskName } from '../catalog.ts';

const upper = (character: string) => character.toUpperCase();

/** Alphanumeric CNPJ (Receita Federal, July 2026): twelve letters or digits, then two check digits. */
const CNPJ = { mask: 'XX.XXX.XXX/XXXX-00', definitions: { X: /[0-9A-Za-z]/ }, prepareChar: upper };
const CPF = { mask: '000.000.000-00' };

interface DynamicMasked {
  unmaskedValue: string;
  compiledMasks: unknown[];
}

/** A dynamic mask that picks its pattern by how many characters the value will have. */
function byLength(
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

/** spec 001 §5 account mask: letters, digits and *, a hyphen before the last character. */
const ACCOUNT_PATTERNS = Array.from({ length: 20 }, (_, length) => ({
  mask: length === 0 ? '#' : `${'#'.repeat(length)}-#`,
  definitions: { '#': /[0-9A-Za-z*]/ },
}));

/**
 * The react-imask options of each mask name (spec 001 §5 and §9), built once: the same object on every
 * render keeps the mask from being rebuilt while the person types.
 */
export const MASK_OPTIONS: Record<MaskName, FactoryOpts> = {
  // spec 001 §5: more than 11 characters (or a letter, which only the alphanumeric CNPJ has) selects the CNPJ.
  taxId: byLength([CPF, CNPJ], (characters) => (characters.length > 11 || /[A-Za-z]/.test(characters) ? 1 : 0), upper),
  cpf: CPF,
  cnpj: CNPJ as FactoryOpts,
  zipCode: { mask: '00000-000' },
  branch: { mask: '0000' },
  account: byLength(
    ACCOUNT_PATTERNS,
    (characters) => Math.max(0, Math.min(characters.length - 1, ACCOUNT_PATTERNS.length - 1)),
    upper,
  ),
  // spec 001 §9: prefix R$, decimal comma, thousands dot, two decimals, negatives and zero allowed.
  currency: {
    mask: 'R$ num',
    lazy: true,
    blocks: {
      num: {
        mask: Number,
        scale: 2,
        thousandsSeparator: '.',
        radix: ',',
        mapToRadix: ['.'],
        padFractionalZeros: true,
        normalizeZeros: true,
        min: -999_999_999_999.99,
        max: 999_999_999_999.99,
      },
    },
  } as FactoryOpts,
  // spec 001 §5: uppercase converts on input (and the widget again on blur).
  uppercase: { mask: /^.*$/, prepareChar: upper } as FactoryOpts,
  digits: { mask: /^\d*$/ },
  ddd: { mask: '000' },
  // spec 001 §5 phone block: 'X XXXX-XXXX' for 9 digits, 'XXXX-XXXX' for 8.
  phoneNumber: byLength([{ mask: '0000-0000' }, { mask: '0 0000-0000' }], (characters) => (characters.length > 8 ? 1 : 0)),
  // spec 001 §5 user block: +00 00 0000-0000 or +00 00 00000-0000.
  userPhone: byLength([{ mask: '+00 00 0000-0000' }, { mask: '+00 00 00000-0000' }], (characters) =>
    characters.length > 12 ? 1 : 0,
  ),
  // spec 001 §5 profile block: +00 00 00000-0000.
  mobilePhone: { mask: '+00 00 00000-0000' },
  // The line as printed: a bank slip in five groups (47 digits), a utility bill (starting with 8) in four blocks of 12.
  digitableLine: byLength(
    [{ mask: '00000.00000 00000.000000 00000.000000 0 00000000000000' }, { mask: '00000000000-0 00000000000-0 00000000000-0 00000000000-0' }],
    (characters) => (characters.startsWith('8') ? 1 : 0),
  ),
};

/** The stored value of a masked input: a number for the currency, the unmasked text otherwise (absent when empty). */
export function storedValue(mask: MaskName, unmasked: string): string | number | undefined {
  if (unmasked === '' || unmasked === '-') return undefined;
  if (mask === 'currency') {
    const amount = Number(unmasked);
    return Number.isFinite(amount) ? amount : undefined;
  }
  return unmasked;
}

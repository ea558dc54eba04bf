import { applyPattern } from './mask-pattern.ts';
import type { TaxIdKind } from './tax-id.ts';

const CPF_PATTERN = '000.000.000-00';
const CNPJ_PATTERN = '00.000.000/0000-00';

/** Positions replaced by asterisks when a tax id is hidden (spec 001 §5, tax id display). */
const HIDDEN_POSITIONS: Record<TaxIdKind, readonly number[]> = {
  // first three and last two digits
  cpf: [0, 1, 2, 9, 10],
  // leading two digits, then the branch and check part
  cnpj: [0, 1, 8, 9, 10, 11, 12, 13],
};

/**
 * The stored form of a tax id: digits, asterisks (a hidden id stays hidden) and, for the
 * alphanumeric CNPJ, letters in capitals.
 */
export function unmaskTaxId(value: string | null | undefined): string {
  return (value ?? '').replace(/[^0-9A-Za-z*]/g, '').toUpperCase();
}

/**
 * spec 001 §5: more than 11 characters selects the company form. A letter also selects it,
 * since only the alphanumeric CNPJ carries letters.
 */
export function taxIdKindOf(value: string | null | undefined): TaxIdKind {
  const plain = unmaskTaxId(value);
  return plain.length > 11 || /[A-Z]/.test(plain) ? 'cnpj' : 'cpf';
}

/**
 * The tax-id input mask: cpf 000.000.000-00, cnpj 00.000.000/0000-00, applied as far as the
 * characters typed go. Without a type the value chooses (see `taxIdKindOf`).
 */
export function maskTaxId(value: string | null | undefined, type?: TaxIdKind): string {
  const plain = unmaskTaxId(value);
  const kind = type ?? taxIdKindOf(plain);
  // spec 001 §5: only digits and * are kept; letters only belong to the alphanumeric CNPJ
  if (kind === 'cpf') return applyPattern(plain.replace(/[A-Z]/g, ''), CPF_PATTERN);
  return applyPattern(plain, CNPJ_PATTERN);
}

export interface TaxIdDisplayOptions {
  /** Hide part of the number, as when the visibility flag is off. */
  hidden?: boolean;
}

/** A tax id as shown on screen and receipts, optionally with the spec's asterisks. */
export function formatTaxId(value: string | null | undefined, options: TaxIdDisplayOptions = {}): string {
  const plain = unmaskTaxId(value);
  const kind = taxIdKindOf(plain);
  if (!options.hidden) return maskTaxId(plain, kind);
  const hidden = HIDDEN_POSITIONS[kind];
  const shown = [...plain].map((character, index) => (hidden.includes(index) ? '*' : character)).join('');
  return maskTaxId(shown, kind);
}

import { isValidCnpj as libraryIsValidCnpj, isValidCpf as libraryIsValidCpf } from '@brazilian-utils/brazilian-utils';

/** A personal (CPF) or company (CNPJ) taxpayer number. */
export type TaxIdKind = 'cpf' | 'cnpj';

/**
 * Receita Federal's alphanumeric CNPJ (from July 2026): twelve characters of digits or
 * upper-case letters, then two numeric check digits. Numeric CNPJs fit the same shape.
 */
const CNPJ_CHARACTERS = /^[0-9A-Z]{12}\d{2}$/;

function allTheSame(text: string): boolean {
  return [...text].every((character) => character === text.charAt(0));
}

/** spec 001 §5: 11 digits after removing non-digits, not all the same, both modulo-11 digits. */
export function isValidCpf(value: string | null | undefined): boolean {
  const digits = (value ?? '').replace(/\D/g, '');
  // brazilian-utils checks the two check digits and the repeated-digit numbers; it only tolerates mask
  // characters, while the spec strips every non-digit, so it gets the bare digits.
  return digits.length === 11 && libraryIsValidCpf(digits);
}

/**
 * spec 001 §5, widened to the alphanumeric CNPJ: separators are dropped, the rest must be 12
 * digits or upper-case letters plus two check digits, not all the same, and both check digits
 * must match (each character counts as its ASCII code minus 48, Receita Federal's rule).
 * Letters are no longer stripped, since they are now part of the number; lower-case letters
 * fail, because Receita Federal writes the CNPJ in capitals.
 */
export function isValidCnpj(value: string | null | undefined): boolean {
  const characters = (value ?? '').replace(/[^0-9A-Za-z]/g, '');
  // brazilian-utils version 2 reads both forms but accepts lower case and has no repeated-value rule
  // for letters, so the shape and the spec's "not all the same" are checked here first.
  return CNPJ_CHARACTERS.test(characters) && !allTheSame(characters) && libraryIsValidCnpj(characters, { version: 2 });
}

/** The error a form shows under a CPF field; the key is the one the spec names. */
export interface CpfFormError {
  cpfNotValid: true;
}

/**
 * The CPF field's form rule: `null` when the value passes, `{ cpfNotValid: true }` otherwise.
 * Emptiness is the required rule's business, so an empty field passes here.
 */
export function cpfFormValidator(value: string | null | undefined): CpfFormError | null {
  const text = value ?? '';
  // spec 001 §5: fewer than 11 characters passes
  if (text.length < 11) return null;
  return isValidCpf(text) ? null : { cpfNotValid: true };
}

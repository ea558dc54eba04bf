import fc from 'fast-check';

/*
 * An independent statement of Receita Federal's check-digit rules, used as the oracle for the
 * property tests: weighted sum of each character's value (ASCII code minus 48, so digits are
 * themselves and A is 17), remainder by 11, and 0 when the remainder is 0 or 1, else 11 minus it.
 */

export function characterValue(character: string): number {
  return character.charCodeAt(0) - 48;
}

function checkDigit(base: string, weights: readonly number[]): string {
  const sum = [...base].reduce((total, character, index) => total + characterValue(character) * (weights[index] ?? 0), 0);
  const remainder = sum % 11;
  return String(remainder < 2 ? 0 : 11 - remainder);
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

export function completeCpf(base: string): string {
  const first = checkDigit(base, CPF_WEIGHTS_1);
  return base + first + checkDigit(base + first, CPF_WEIGHTS_2);
}

export function completeCnpj(base: string): string {
  const first = checkDigit(base, CNPJ_WEIGHTS_1);
  return base + first + checkDigit(base + first, CNPJ_WEIGHTS_2);
}

const allTheSame = (text: string): boolean => new Set(text).size === 1;

const DIGITS = '0123456789'.split('');
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export const digit = fc.constantFrom(...DIGITS);
export const cnpjCharacter = fc.constantFrom(...DIGITS, ...LETTERS);

/** Valid CPFs, without punctuation. */
export const validCpf = fc
  .array(digit, { minLength: 9, maxLength: 9 })
  .map((digits) => completeCpf(digits.join('')))
  .filter((cpf) => !allTheSame(cpf));

/** Valid numeric CNPJs, without punctuation. */
export const validNumericCnpj = fc
  .array(digit, { minLength: 12, maxLength: 12 })
  .map((digits) => completeCnpj(digits.join('')))
  .filter((cnpj) => !allTheSame(cnpj));

/** Valid alphanumeric CNPJs (at least one letter in the first twelve), without punctuation. */
export const validAlphanumericCnpj = fc
  .array(cnpjCharacter, { minLength: 12, maxLength: 12 })
  .filter((characters) => characters.some((character) => LETTERS.includes(character)))
  .map((characters) => completeCnpj(characters.join('')));

/** Replaces the character at `index`. */
export function replaceAt(text: string, index: number, character: string): string {
  return text.slice(0, index) + character + text.slice(index + 1);
}

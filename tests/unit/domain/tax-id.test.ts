import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpfFormValidator, isValidCnpj, isValidCpf } from '../../../src/domain/index.ts';
import {
  characterValue,
  cnpjCharacter,
  completeCnpj,
  completeCpf,
  digit,
  replaceAt,
  validAlphanumericCnpj,
  validCpf,
  validNumericCnpj,
} from './tax-id-arbitraries.ts';

// The worked example of Receita Federal's CPF rule (REGRA_VALIDA_CPF, Manual de Preenchimento da
// e-Financeira, Anexo II), as cited by brazilian-utils: 280.012.389-38.
const RECEITA_CPF = '280.012.389-38';
// BCB's example of an alphanumeric CNPJ (Comunicado on the CNPJ alfanumérico in PIX keys).
const BCB_ALPHANUMERIC_CNPJ = '12.ABC.345/01DE-35';

describe('the check-digit rule used as the reference in these tests', () => {
  it('computes the check digits of the published examples', () => {
    expect(completeCpf('280012389')).toBe('28001238938');
    expect(completeCnpj('123456780001')).toBe('12345678000195');
    expect(completeCnpj('12ABC34501DE')).toBe('12ABC34501DE35');
  });
});

describe('CPF validation', () => {
  it('accepts a CPF whose check digits are right, with or without punctuation', () => {
    expect(isValidCpf(RECEITA_CPF)).toBe(true);
    expect(isValidCpf('28001238938')).toBe(true);
  });

  it('ignores every character that is not a digit, as the spec says', () => {
    expect(isValidCpf(' CPF: 280 012 389/38 ')).toBe(true);
  });

  it('refuses a CPF with a wrong check digit', () => {
    expect(isValidCpf('280.012.389-39')).toBe(false);
    expect(isValidCpf('280.012.389-48')).toBe(false);
  });

  it('refuses eleven equal digits even though their check digits add up', () => {
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('00000000000')).toBe(false);
  });

  it('refuses anything that is not eleven digits long', () => {
    expect(isValidCpf('2800123893')).toBe(false);
    expect(isValidCpf('280012389380')).toBe(false);
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf(null)).toBe(false);
    expect(isValidCpf(undefined)).toBe(false);
  });

  it('accepts every CPF built with the right check digits', () => {
    fc.assert(fc.property(validCpf, (cpf) => isValidCpf(cpf)));
  });

  it('refuses a CPF when either check digit is changed', () => {
    fc.assert(
      fc.property(validCpf, fc.integer({ min: 9, max: 10 }), digit, (cpf, index, replacement) => {
        fc.pre(cpf.charAt(index) !== replacement);
        expect(isValidCpf(replaceAt(cpf, index, replacement))).toBe(false);
      }),
    );
  });

  it('refuses a CPF with one digit changed, except in the rule’s blind spot where the first check digit is 0', () => {
    // Remainders 0 and 1 both give check digit 0, so a change that moves the remainder from one
    // to the other goes unseen. It can only happen when that check digit is 0.
    fc.assert(
      fc.property(validCpf, fc.integer({ min: 0, max: 8 }), digit, (cpf, index, replacement) => {
        fc.pre(cpf.charAt(index) !== replacement);
        if (isValidCpf(replaceAt(cpf, index, replacement))) expect(cpf.charAt(9)).toBe('0');
      }),
    );
  });

  it('shows the blind spot: 000.019.946-03 and 100.019.946-03 are both valid CPFs', () => {
    expect(isValidCpf('000.019.946-03')).toBe(true);
    expect(isValidCpf('100.019.946-03')).toBe(true);
  });
});

describe('CNPJ validation', () => {
  it('accepts a numeric CNPJ whose check digits are right, with or without punctuation', () => {
    // The example CNPJ of brazilian-utils' documentation; check digits verified by our oracle.
    expect(isValidCnpj('12.345.678/0001-95')).toBe(true);
    expect(isValidCnpj('12345678000195')).toBe(true);
  });

  it('accepts the alphanumeric CNPJ of BCB’s example, 12.ABC.345/01DE-35', () => {
    expect(isValidCnpj(BCB_ALPHANUMERIC_CNPJ)).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
  });

  it('refuses an alphanumeric CNPJ written in lower case, since Receita Federal writes it in capitals', () => {
    expect(isValidCnpj('12abc34501de35')).toBe(false);
  });

  it('refuses letters in the two check digits', () => {
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
  });

  it('refuses a wrong check digit, fourteen equal digits and the wrong length', () => {
    expect(isValidCnpj('12.345.678/0001-96')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj('1234567800019')).toBe(false);
    expect(isValidCnpj('123456780001950')).toBe(false);
    expect(isValidCnpj(null)).toBe(false);
  });

  it('no longer strips letters: a numeric CNPJ with a stray letter is refused', () => {
    expect(isValidCnpj('12345678000195x')).toBe(false);
  });

  it('accepts every numeric and alphanumeric CNPJ built with the right check digits', () => {
    fc.assert(fc.property(fc.oneof(validNumericCnpj, validAlphanumericCnpj), (cnpj) => isValidCnpj(cnpj)));
  });

  it('refuses a CNPJ when either check digit is changed', () => {
    fc.assert(
      fc.property(
        fc.oneof(validNumericCnpj, validAlphanumericCnpj),
        fc.integer({ min: 12, max: 13 }),
        digit,
        (cnpj, index, replacement) => {
          fc.pre(cnpj.charAt(index) !== replacement);
          expect(isValidCnpj(replaceAt(cnpj, index, replacement))).toBe(false);
        },
      ),
    );
  });

  it('refuses a numeric CNPJ with one digit changed, except where the first check digit is 0', () => {
    fc.assert(
      fc.property(validNumericCnpj, fc.integer({ min: 0, max: 11 }), digit, (cnpj, index, replacement) => {
        fc.pre(cnpj.charAt(index) !== replacement);
        if (isValidCnpj(replaceAt(cnpj, index, replacement))) expect(cnpj.charAt(12)).toBe('0');
      }),
    );
  });

  it('refuses an alphanumeric CNPJ with one character changed, except for two blind spots of the rule', () => {
    // Besides the 0-or-1 remainder, characters whose values differ by a multiple of 11 weigh the
    // same modulo 11 (6 and A, 7 and B, A and L, …), so swapping them goes unseen.
    fc.assert(
      fc.property(validAlphanumericCnpj, fc.integer({ min: 0, max: 11 }), cnpjCharacter, (cnpj, index, replacement) => {
        const original = cnpj.charAt(index);
        fc.pre(original !== replacement);
        if (isValidCnpj(replaceAt(cnpj, index, replacement))) {
          const sameWeight = (characterValue(replacement) - characterValue(original)) % 11 === 0;
          expect(sameWeight || cnpj.charAt(12) === '0').toBe(true);
        }
      }),
    );
  });

  it('shows the blind spot: swapping A for L (values 17 and 28) in BCB’s example keeps it valid', () => {
    expect(isValidCnpj('12.LBC.345/01DE-35')).toBe(true);
  });
});

describe('CPF form rule', () => {
  it('lets a field with fewer than 11 characters pass, so typing is not interrupted', () => {
    expect(cpfFormValidator('2800123893')).toBeNull();
    expect(cpfFormValidator('')).toBeNull();
    expect(cpfFormValidator(null)).toBeNull();
    expect(cpfFormValidator(undefined)).toBeNull();
  });

  it('passes a complete valid CPF', () => {
    expect(cpfFormValidator('28001238938')).toBeNull();
    expect(cpfFormValidator(RECEITA_CPF)).toBeNull();
  });

  it('reports cpfNotValid for a complete CPF with a wrong check digit or equal digits', () => {
    expect(cpfFormValidator('28001238939')).toEqual({ cpfNotValid: true });
    expect(cpfFormValidator('11111111111')).toEqual({ cpfNotValid: true });
  });
});

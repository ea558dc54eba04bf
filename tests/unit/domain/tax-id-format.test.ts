import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTaxId, maskTaxId, taxIdKindOf, unmaskTaxId } from '../../../src/domain/index.ts';
import { validAlphanumericCnpj, validCpf, validNumericCnpj } from './tax-id-arbitraries.ts';

describe('tax-id input mask', () => {
  it('writes a CPF as 000.000.000-00', () => {
    expect(maskTaxId('28001238938', 'cpf')).toBe('280.012.389-38');
  });

  it('writes a CNPJ as 00.000.000/0000-00, letters included', () => {
    expect(maskTaxId('12345678000195', 'cnpj')).toBe('12.345.678/0001-95');
    expect(maskTaxId('12ABC34501DE35', 'cnpj')).toBe('12.ABC.345/01DE-35');
  });

  it('masks as the person types, without a trailing separator', () => {
    expect(maskTaxId('280', 'cpf')).toBe('280');
    expect(maskTaxId('2800', 'cpf')).toBe('280.0');
    expect(maskTaxId('280012389', 'cpf')).toBe('280.012.389');
    expect(maskTaxId('2800123893', 'cpf')).toBe('280.012.389-3');
    expect(maskTaxId('123456780', 'cnpj')).toBe('12.345.678/0');
  });

  it('keeps only digits and asterisks for a CPF, and stops at eleven', () => {
    expect(maskTaxId('280a012b389c38', 'cpf')).toBe('280.012.389-38');
    expect(maskTaxId('***01238***', 'cpf')).toBe('***.012.38*-**');
    expect(maskTaxId('2800123893899', 'cpf')).toBe('280.012.389-38');
  });

  it('turns typed letters into capitals for a CNPJ and stops at fourteen', () => {
    expect(maskTaxId('12abc34501de35', 'cnpj')).toBe('12.ABC.345/01DE-35');
    expect(maskTaxId('1234567800019512', 'cnpj')).toBe('12.345.678/0001-95');
  });

  it('without a type, chooses the company form beyond 11 characters or when there is a letter', () => {
    expect(maskTaxId('28001238938')).toBe('280.012.389-38');
    expect(maskTaxId('123456780001')).toBe('12.345.678/0001');
    expect(maskTaxId('12ABC')).toBe('12.ABC');
    expect(taxIdKindOf('280.012.389-38')).toBe('cpf');
    expect(taxIdKindOf('12.345.678/0001-95')).toBe('cnpj');
  });

  it('gives an empty text for no value', () => {
    expect(maskTaxId(null)).toBe('');
    expect(maskTaxId(undefined, 'cnpj')).toBe('');
  });

  it('stores the value unmasked: digits, capitals and asterisks only', () => {
    expect(unmaskTaxId('280.012.389-38')).toBe('28001238938');
    expect(unmaskTaxId('12.abc.345/01DE-35')).toBe('12ABC34501DE35');
    expect(unmaskTaxId('***.012.389-**')).toBe('***012389**');
    expect(unmaskTaxId(null)).toBe('');
  });

  it('unmasking a masked tax id gives back the stored value', () => {
    fc.assert(
      fc.property(fc.oneof(validCpf, validNumericCnpj, validAlphanumericCnpj), (taxId) => {
        expect(unmaskTaxId(maskTaxId(taxId))).toBe(taxId);
      }),
    );
  });
});

describe('tax-id display', () => {
  it('shows a CPF and a CNPJ with their punctuation, whatever form they were stored in', () => {
    expect(formatTaxId('28001238938')).toBe('280.012.389-38');
    expect(formatTaxId('12345678000195')).toBe('12.345.678/0001-95');
    expect(formatTaxId('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35');
  });

  it('hides the first three and last two digits of a CPF', () => {
    expect(formatTaxId('28001238938', { hidden: true })).toBe('***.012.389-**');
  });

  it('hides the first two digits and the branch and check part of a CNPJ', () => {
    expect(formatTaxId('12345678000195', { hidden: true })).toBe('**.345.678/****-**');
    expect(formatTaxId('12ABC34501DE35', { hidden: true })).toBe('**.ABC.345/****-**');
  });

  it('shows an already hidden tax id as it is', () => {
    expect(formatTaxId('***012389**')).toBe('***.012.389-**');
  });

  it('shows nothing for no tax id', () => {
    expect(formatTaxId(null, { hidden: true })).toBe('');
  });
});

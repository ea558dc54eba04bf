import { formatBoleto, getBoletoInfo, isValidBoleto, isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { bankSlipLine } from './slip-oracle.ts';

/*
 * The behaviour of @brazilian-utils/brazilian-utils 2.4 that src/domain relies on or works
 * around. If an upgrade changes any of it, these tests say where to look.
 */

describe('brazilian-utils behaviour our tax-id rules rely on', () => {
  it('validates a bare CPF and refuses repeated digits', () => {
    expect(isValidCpf('28001238938')).toBe(true);
    expect(isValidCpf('11111111111')).toBe(false);
  });

  it('refuses a CPF with stray characters, so isValidCpf strips non-digits first as the spec says', () => {
    expect(isValidCpf('CPF 280.012.389-38')).toBe(false);
  });

  it('reads the alphanumeric CNPJ only under version 2', () => {
    expect(isValidCnpj('12ABC34501DE35')).toBe(false);
    expect(isValidCnpj('12ABC34501DE35', { version: 2 })).toBe(true);
  });

  it('accepts lower-case letters under version 2, so isValidCnpj checks the capitals itself', () => {
    expect(isValidCnpj('12abc34501de35', { version: 2 })).toBe(true);
  });
});

describe('brazilian-utils behaviour our bank-slip rules rely on or work around', () => {
  it('validates bank and utility lines, with or without separators', () => {
    expect(isValidBoleto('00190.00009 01149.718601 68524.522114 6 75860000102656')).toBe(true);
    expect(isValidBoleto('858200000015669802701162300012800189672220251130')).toBe(true);
  });

  it('does not check the currency code, so parseDigitableLine requires 9 (the real) itself', () => {
    const otherCurrency = bankSlipLine('001', '0', '75860000102656', '0000001149718606852452211');
    expect(isValidBoleto(otherCurrency)).toBe(true);
  });

  it('resolves the due-date factor by fixed windows, not by the closest date, so dueDateFromFactor does its own', () => {
    // Factor 1000 read on 20/07/2012: 2000-07-03 is 4400 days back, 2025-02-22 is 4600 ahead.
    const line = bankSlipLine('001', '9', '10000000000100', '0'.repeat(25));
    const info = getBoletoInfo(line, { referenceDate: new Date(2012, 6, 20) });
    expect(info?.expirationDate).toEqual(new Date(2025, 1, 22));
  });

  it('prints lines in the groups FEBRABAN uses', () => {
    expect(formatBoleto('00190000090114971860168524522114675860000102656')).toBe(
      '00190.00009 01149.718601 68524.522114 6 75860000102656',
    );
  });
});

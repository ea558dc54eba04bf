import IMask from 'imask';
import { describe, expect, test } from 'vitest';
import { storedValue } from '../../../src/renderer/masks/mask-options.ts';
import { maskWords } from '../../../src/renderer/vocabulary/registry/masks.ts';

/** What the person sees after typing `typed` into the mask of that name, and what the form keeps. */
function typeInto(name: string, typed: string): { shown: string; kept: unknown } {
  const mask = maskWords()[name]!;
  const masked = IMask.createMask(mask.options);
  for (const character of typed) masked.append(character, { input: true });
  masked.doCommit();
  return { shown: masked.value, kept: storedValue(mask, masked.unmaskedValue) };
}

describe('input masks (spec 001 §5 and §9)', () => {
  test('a tax id is a CPF up to 11 digits: 000.000.000-00', () => {
    expect(typeInto('taxId', '52998224725')).toEqual({ shown: '529.982.247-25', kept: '52998224725' });
  });

  test('a twelfth character switches the tax id to a CNPJ: 00.000.000/0000-00', () => {
    expect(typeInto('taxId', '11222333000181')).toEqual({ shown: '11.222.333/0001-81', kept: '11222333000181' });
  });

  test('letters make it the alphanumeric CNPJ, in capitals', () => {
    expect(typeInto('taxId', '12abc34501de35').shown).toBe('12.ABC.345/01DE-35');
  });

  test('the zip code is 00000-000 and keeps its digits', () => {
    expect(typeInto('zipCode', '01310-1009')).toEqual({ shown: '01310-100', kept: '01310100' });
  });

  test('the branch is four digits', () => {
    expect(typeInto('branch', '000123')).toEqual({ shown: '0001', kept: '0001' });
  });

  test('the account puts a hyphen before its last character, which may be a letter', () => {
    expect(typeInto('account', '123456').shown).toBe('12345-6');
    expect(typeInto('account', '1234x').shown).toBe('1234-X');
    expect(typeInto('account', '7').shown).toBe('7');
  });

  test('uppercase turns every letter into a capital', () => {
    expect(typeInto('uppercase', 'São Paulo').shown).toBe('SÃO PAULO');
  });

  test('digits only drops everything else', () => {
    expect(typeInto('digits', 'a1-2 3').shown).toBe('123');
  });

  test('the phone number is XXXX-XXXX with 8 digits and X XXXX-XXXX with 9', () => {
    expect(typeInto('phoneNumber', '87654321').shown).toBe('8765-4321');
    expect(typeInto('phoneNumber', '987654321').shown).toBe('9 8765-4321');
  });

  test('the user phone is +00 00 0000-0000 or +00 00 00000-0000; the profile phone always the latter', () => {
    expect(typeInto('userPhone', '551133334444').shown).toBe('+55 11 3333-4444');
    expect(typeInto('userPhone', '5511987654321').shown).toBe('+55 11 98765-4321');
    expect(typeInto('mobilePhone', '5511987654321')).toEqual({ shown: '+55 11 98765-4321', kept: '5511987654321' });
  });

  test('the DDD is three digits', () => {
    expect(typeInto('ddd', '0119').shown).toBe('011');
  });
});

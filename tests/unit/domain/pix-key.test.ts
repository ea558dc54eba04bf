import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalPixKey,
  detectPixKeyType,
  isValidPixKey,
  maskPixKey,
  maskTaxId,
  unmaskPixKey,
} from '../../../src/domain/index.ts';
import { validAlphanumericCnpj, validCpf, validNumericCnpj } from './tax-id-arbitraries.ts';

const mobilePhone = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 99_999_999 }))
  .map(([first, second, line]) => `${first}${second}9${String(line).padStart(8, '0')}`);

describe('PIX key type detection', () => {
  it('recognises a CPF key, with or without punctuation', () => {
    expect(detectPixKeyType('280.012.389-38')).toBe('CPF');
    expect(detectPixKeyType('28001238938')).toBe('CPF');
  });

  it('recognises a numeric or alphanumeric CNPJ key', () => {
    expect(detectPixKeyType('12.345.678/0001-95')).toBe('CNPJ');
    expect(detectPixKeyType('12ABC34501DE35')).toBe('CNPJ');
    expect(detectPixKeyType('12.ABC.345/01DE-35')).toBe('CNPJ');
  });

  it('recognises an e-mail key, even one with a valid CPF inside it', () => {
    expect(detectPixKeyType('fulano@example.com')).toBe('EMAIL');
    expect(detectPixKeyType('Fulano.Tal+pix@banco.com.br')).toBe('EMAIL');
    expect(detectPixKeyType('joao.28001238938@example.com')).toBe('EMAIL');
  });

  it('recognises a mobile number written in the usual ways', () => {
    expect(detectPixKeyType('(11) 98765-4321')).toBe('PHONE');
    expect(detectPixKeyType('+55 11 98765-4321')).toBe('PHONE');
    expect(detectPixKeyType('5511987654321')).toBe('PHONE');
    expect(detectPixKeyType('11987654321')).toBe('PHONE');
  });

  it('reads eleven bare digits that are both a valid CPF and a mobile number as a CPF, since CPF is tried first', () => {
    expect(detectPixKeyType('51998259765')).toBe('CPF');
    expect(detectPixKeyType('(51) 99825-9765')).toBe('PHONE');
  });

  it('recognises a random key (version-4 UUID) in either case', () => {
    expect(detectPixKeyType('71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d')).toBe('EVP');
    expect(detectPixKeyType('71C7D9BE-4B85-4E43-9F1C-1F3B8B4E9A2D')).toBe('EVP');
  });

  it('does not take the version-1 UUID of BACEN’s BR Code example as a random key', () => {
    expect(detectPixKeyType('123e4567-e12b-12d1-a456-426655440000')).toBeNull();
  });

  it('recognises nothing in an empty text, a landline, an area code with a zero or free text', () => {
    expect(detectPixKeyType('')).toBeNull();
    expect(detectPixKeyType('   ')).toBeNull();
    expect(detectPixKeyType(null)).toBeNull();
    expect(detectPixKeyType('(11) 3456-7890')).toBeNull();
    expect(detectPixKeyType('(10) 98765-4321')).toBeNull();
    expect(detectPixKeyType('fulano@example')).toBeNull();
    expect(detectPixKeyType('fulano@example.c0m')).toBeNull();
    expect(detectPixKeyType('pague o aluguel')).toBeNull();
  });

  it('refuses an e-mail key longer than the 77 characters DICT holds', () => {
    const local = 'a'.repeat(65); // 65 + '@example.com' = 77 characters
    expect(detectPixKeyType(`${local}@example.com`)).toBe('EMAIL');
    expect(detectPixKeyType(`${local}a@example.com`)).toBeNull();
  });

  it('detects every valid CPF and CNPJ, masked or not', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(detectPixKeyType(cpf)).toBe('CPF');
        expect(detectPixKeyType(maskTaxId(cpf, 'cpf'))).toBe('CPF');
      }),
    );
    fc.assert(
      fc.property(fc.oneof(validNumericCnpj, validAlphanumericCnpj), (cnpj) => {
        expect(detectPixKeyType(cnpj)).toBe('CNPJ');
        expect(detectPixKeyType(maskTaxId(cnpj, 'cnpj'))).toBe('CNPJ');
      }),
    );
  });

  it('detects every masked mobile number and every version-4 UUID', () => {
    fc.assert(fc.property(mobilePhone, (phone) => detectPixKeyType(maskPixKey(phone, 'PHONE')) === 'PHONE'));
    fc.assert(fc.property(fc.uuid({ version: 4 }), (uuid) => detectPixKeyType(uuid) === 'EVP'));
  });
});

describe('PIX key validity', () => {
  it('accepts a key of any kind when no kind is asked for', () => {
    expect(isValidPixKey('fulano@example.com')).toBe(true);
    expect(isValidPixKey('nada')).toBe(false);
  });

  it('checks the key against the kind asked for', () => {
    expect(isValidPixKey('280.012.389-38', 'CPF')).toBe(true);
    expect(isValidPixKey('280.012.389-38', 'EMAIL')).toBe(false);
    expect(isValidPixKey(' fulano@example.com ', 'EMAIL')).toBe(true);
    expect(isValidPixKey('12.ABC.345/01DE-35', 'CNPJ')).toBe(true);
    expect(isValidPixKey('11987654321', 'PHONE')).toBe(true);
    expect(isValidPixKey('71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d', 'EVP')).toBe(true);
  });

  it('refuses an empty key whatever its kind', () => {
    expect(isValidPixKey('  ', 'EMAIL')).toBe(false);
    expect(isValidPixKey(undefined, 'CPF')).toBe(false);
  });
});

describe('PIX key in the form DICT registers', () => {
  it('writes each kind the way a BR Code carries it', () => {
    expect(canonicalPixKey('280.012.389-38')).toBe('28001238938');
    expect(canonicalPixKey('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
    expect(canonicalPixKey('(11) 98765-4321')).toBe('+5511987654321');
    expect(canonicalPixKey('+55 11 98765-4321')).toBe('+5511987654321');
    expect(canonicalPixKey(' Fulano+Pix@Example.COM ')).toBe('fulano+pix@example.com');
    expect(canonicalPixKey('71C7D9BE-4B85-4E43-9F1C-1F3B8B4E9A2D')).toBe('71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d');
  });

  it('has no form for text that is not a key', () => {
    expect(canonicalPixKey('nada')).toBeNull();
    expect(canonicalPixKey(null)).toBeNull();
  });
});

describe('PIX key masks', () => {
  it('masks a CPF and a CNPJ key like tax ids, dropping asterisks', () => {
    expect(maskPixKey('28001238938', 'CPF')).toBe('280.012.389-38');
    expect(maskPixKey('2800*1238938', 'CPF')).toBe('280.012.389-38');
    expect(maskPixKey('12abc34501de35', 'CNPJ')).toBe('12.ABC.345/01DE-35');
  });

  it('masks a phone as (XX) XXXXX-XXXX, leaving out a pasted +55', () => {
    expect(maskPixKey('11987654321', 'PHONE')).toBe('(11) 98765-4321');
    expect(maskPixKey('+55 11 98765-4321', 'PHONE')).toBe('(11) 98765-4321');
    expect(maskPixKey('1198', 'PHONE')).toBe('(11) 98');
  });

  it('groups a random key 8-4-4-4-12 in lower case', () => {
    expect(maskPixKey('71C7D9BE4B854E439F1C1F3B8B4E9A2D', 'EVP')).toBe('71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d');
    expect(maskPixKey('71c7d9be4b', 'EVP')).toBe('71c7d9be-4b');
  });

  it('leaves an e-mail key as typed', () => {
    expect(maskPixKey('Fulano@Example.com', 'EMAIL')).toBe('Fulano@Example.com');
    expect(maskPixKey(null, 'EMAIL')).toBe('');
  });

  it('unmasks by keeping word characters, @, dot and hyphen, as the spec says', () => {
    expect(unmaskPixKey('(11) 98765-4321')).toBe('1198765-4321');
    expect(unmaskPixKey('280.012.389-38')).toBe('280.012.389-38');
    expect(unmaskPixKey(' fulano_tal@example.com ')).toBe('fulano_tal@example.com');
    expect(unmaskPixKey(null)).toBe('');
  });

  it('shows the spec’s unmask rule dropping the + of an e-mail key, which canonicalPixKey keeps', () => {
    expect(unmaskPixKey('fulano+pix@example.com')).toBe('fulanopix@example.com');
    expect(canonicalPixKey('fulano+pix@example.com')).toBe('fulano+pix@example.com');
  });
});

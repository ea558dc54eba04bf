import { getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBrCode, crc16, fromCents, isValidBrCode, parseBrCode } from '../../../src/domain/index.ts';
import { readTlv, writeTlv } from '../../../src/domain/emv-tlv.ts';
import { validCpf } from './tax-id-arbitraries.ts';

// BACEN, Manual de Padrões para Iniciação do Pix, section 2: the static example (key, no amount).
const MANUAL_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
// Same manual: the dynamic example (a location instead of a key, point of initiation 12).
const MANUAL_DYNAMIC =
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4';
// A code from a public forum thread (Harbour MiniGUI group, "Cálculo do CRC16 para QRCode PIX",
// 2022), with the GUI in capitals and an amount; its CRC FA88 is the one given there.
const FORUM_UPPER_CASE_GUI =
  '00020126330014BR.GOV.BCB.PIX01115794666323452040000530398654041.005802BR5925CLENILTON CRUZ DE ALENCAR6006MANAUS62070503***6304FA88';
// brazilian-utils' documented output of generatePixPayload for key 123.456.789-09, R$ 123,45.
const BRUTILS_DOCUMENTED =
  '00020126330014br.gov.bcb.pix0111123456789095204000053039865406123.455802BR5913Fulano de Tal6008Brasilia62070503***630479EE';

const tlv = writeTlv;
const withCrc = (body: string): string => `${body}6304${crc16(`${body}6304`)}`;
const pixAccount = (inner: string): string => tlv('26', tlv('00', 'br.gov.bcb.pix') + inner);
const TAIL = tlv('52', '0000') + tlv('53', '986') + tlv('58', 'BR') + tlv('59', 'Fulano de Tal') + tlv('60', 'BRASILIA');
const KEY = tlv('01', 'fulano@example.com');

describe('BR Code checksum', () => {
  it('gives 29B1 for "123456789", the check value of CRC-16/CCITT with initial FFFF', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('gives the CRC printed in BACEN’s static and dynamic examples', () => {
    expect(crc16(MANUAL_STATIC.slice(0, -4))).toBe('1D3D');
    expect(crc16(MANUAL_DYNAMIC.slice(0, -4))).toBe('64E4');
  });

  it('writes four upper-case hexadecimal characters, zero-padded', () => {
    fc.assert(fc.property(fc.string(), (text) => /^[0-9A-F]{4}$/.test(crc16(text))));
  });
});

describe('reading a BR Code', () => {
  it('reads every field of BACEN’s static example', () => {
    expect(parseBrCode(MANUAL_STATIC)).toEqual({
      ok: true,
      payloadFormat: '01',
      merchantAccount: { templateId: '26', key: '123e4567-e12b-12d1-a456-426655440000' },
      merchantCategoryCode: '0000',
      currency: '986',
      countryCode: 'BR',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      txid: '***',
      crc: '1D3D',
      crcValid: true,
    });
  });

  it('reads the location and single-use mark of BACEN’s dynamic example', () => {
    const reading = parseBrCode(MANUAL_DYNAMIC);
    expect(reading).toMatchObject({
      ok: true,
      pointOfInitiation: '12',
      merchantAccount: { url: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441' },
      crcValid: true,
    });
  });

  it('reads a code whose GUI is written in capitals, with its amount', () => {
    expect(parseBrCode(FORUM_UPPER_CASE_GUI)).toMatchObject({
      ok: true,
      amount: 1,
      merchantAccount: { key: '57946663234' },
      merchantName: 'CLENILTON CRUZ DE ALENCAR',
      merchantCity: 'MANAUS',
      crcValid: true,
    });
  });

  it('ignores spaces and line breaks around a pasted code', () => {
    expect(isValidBrCode(`  ${MANUAL_STATIC}\n`)).toBe(true);
  });

  it('accepts a CRC written in lower case', () => {
    expect(parseBrCode(`${MANUAL_STATIC.slice(0, -4)}1d3d`)).toMatchObject({ ok: true, crcValid: true });
  });

  it('still reads a code whose CRC does not match, but marks it so it is not paid', () => {
    const damaged = MANUAL_STATIC.replace('Fulano', 'Fulana');
    expect(parseBrCode(damaged)).toMatchObject({ ok: true, merchantName: 'Fulana de Tal', crcValid: false });
    expect(isValidBrCode(damaged)).toBe(false);
  });

  it('reads the description, withdrawal facilitator, postal code and txid when present', () => {
    const code = withCrc(
      tlv('00', '01') +
        tlv('01', '11') +
        pixAccount(KEY + tlv('02', 'Aluguel') + tlv('03', '12345678')) +
        tlv('52', '5411') +
        tlv('53', '986') +
        tlv('54', '0.50') +
        tlv('58', 'BR') +
        tlv('59', 'Fulano de Tal') +
        tlv('60', 'BRASILIA') +
        tlv('61', '70000000') +
        tlv('62', tlv('05', 'PEDIDO42')),
    );
    expect(parseBrCode(code)).toMatchObject({
      ok: true,
      pointOfInitiation: '11',
      merchantAccount: { key: 'fulano@example.com', description: 'Aluguel', withdrawalFacilitator: '12345678' },
      merchantCategoryCode: '5411',
      amount: 0.5,
      postalCode: '70000000',
      txid: 'PEDIDO42',
      crcValid: true,
    });
  });

  it('finds the PIX template after another scheme’s template and has no txid when field 62 is absent', () => {
    const code = withCrc(
      tlv('00', '01') + tlv('26', tlv('00', 'com.example.card')) + tlv('27', tlv('00', 'BR.GOV.BCB.PIX') + KEY) + TAIL,
    );
    const reading = parseBrCode(code);
    expect(reading).toMatchObject({ ok: true, merchantAccount: { templateId: '27', key: 'fulano@example.com' } });
    expect(reading.ok && reading.txid).toBeUndefined();
  });

  it('explains why text is not a BR Code, never throwing', () => {
    expect(parseBrCode('')).toEqual({ ok: false, error: 'EMPTY' });
    expect(parseBrCode(null)).toEqual({ ok: false, error: 'EMPTY' });
    expect(parseBrCode('pix copia e cola')).toEqual({ ok: false, error: 'MALFORMED' });
    expect(parseBrCode('000201260')).toEqual({ ok: false, error: 'MALFORMED' });
    expect(parseBrCode('0000')).toEqual({ ok: false, error: 'MALFORMED' });
    expect(parseBrCode('00190000090114971860168524522114675860000102656')).toMatchObject({ ok: false });
  });

  it('names the mandatory field that is missing', () => {
    expect(parseBrCode(withCrc(pixAccount(KEY) + TAIL))).toEqual({ ok: false, error: 'MISSING_FIELD', field: '00' });
    expect(parseBrCode(tlv('00', '01') + pixAccount(KEY) + TAIL)).toEqual({ ok: false, error: 'MISSING_FIELD', field: '63' });
    const withoutName = TAIL.replace(tlv('59', 'Fulano de Tal'), '');
    expect(parseBrCode(withCrc(tlv('00', '01') + pixAccount(KEY) + withoutName))).toEqual({
      ok: false,
      error: 'MISSING_FIELD',
      field: '59',
    });
  });

  it('names the field whose value the manual does not allow', () => {
    const invalid = (body: string, field: string) =>
      expect(parseBrCode(body)).toEqual({ ok: false, error: 'INVALID_FIELD', field });
    invalid(withCrc(tlv('00', '02') + pixAccount(KEY) + TAIL), '00');
    invalid(`${tlv('00', '01') + pixAccount(KEY) + TAIL}6304ZZZZ`, '63');
    invalid(withCrc(tlv('00', '01') + tlv('01', '13') + pixAccount(KEY) + TAIL), '01');
    invalid(withCrc(tlv('00', '01') + pixAccount(KEY) + TAIL.replace('52040000', '52040A00')), '52');
    invalid(withCrc(tlv('00', '01') + pixAccount(KEY) + TAIL.replace('5303986', '5303840')), '53');
    invalid(withCrc(tlv('00', '01') + pixAccount(KEY) + TAIL.replace('5802BR', '5802US')), '58');
    invalid(withCrc(tlv('00', '01') + pixAccount(KEY) + tlv('54', '1,00') + TAIL), '54');
    invalid(withCrc(tlv('00', '01') + pixAccount(KEY + tlv('25', 'pix.example.com/x')) + TAIL), '26');
    invalid(withCrc(tlv('00', '01') + pixAccount(tlv('02', 'sem chave')) + TAIL), '26');
    invalid(withCrc(tlv('00', '01') + pixAccount(KEY) + TAIL + tlv('62', '05xx')), '62');
  });

  it('says a well-formed EMV code of another scheme is not PIX', () => {
    const card = withCrc(tlv('00', '01') + tlv('26', tlv('00', 'com.example.card') + KEY) + tlv('30', 'x') + TAIL);
    expect(parseBrCode(card)).toEqual({ ok: false, error: 'NOT_PIX' });
  });
});

describe('building a BR Code', () => {
  it('reproduces BACEN’s static example byte for byte', () => {
    expect(
      buildBrCode({ key: '123e4567-e12b-12d1-a456-426655440000', merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' }),
    ).toBe(MANUAL_STATIC);
  });

  it('reproduces BACEN’s dynamic example byte for byte', () => {
    expect(
      buildBrCode({
        url: 'https://pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(MANUAL_DYNAMIC);
  });

  it('writes the same code as brazilian-utils for a CPF key with an amount, city accents dropped', () => {
    expect(buildBrCode({ key: '123.456.789-09', merchantName: 'Fulano de Tal', merchantCity: 'Brasília', amount: 123.45 })).toBe(
      BRUTILS_DOCUMENTED,
    );
  });

  it('writes the key in the form DICT registers it', () => {
    const code = buildBrCode({ key: '(11) 98765-4321', merchantName: 'Fulano', merchantCity: 'Recife' });
    expect(parseBrCode(code)).toMatchObject({ merchantAccount: { key: '+5511987654321' } });
  });

  it('drops accents and cuts the name to 25 and the city to 15 characters', () => {
    const code = buildBrCode({
      key: 'fulano@example.com',
      merchantName: '  Padaria  Pão de Açúcar do Bairro Alto ',
      merchantCity: 'São José dos Campos',
    });
    expect(parseBrCode(code)).toMatchObject({ merchantName: 'Padaria Pao de Acucar do', merchantCity: 'Sao Jose dos Ca' });
  });

  it('always writes the amount with two decimals and the txid given', () => {
    const code = buildBrCode({
      key: 'fulano@example.com',
      merchantName: 'Fulano',
      merchantCity: 'Recife',
      amount: 10,
      txid: 'PEDIDO42',
    });
    expect(code).toContain('540510.00');
    expect(parseBrCode(code)).toMatchObject({ amount: 10, txid: 'PEDIDO42', crcValid: true });
  });

  it('refuses what would make a wrong or unpayable code, saying why', () => {
    const base = { key: 'fulano@example.com', merchantName: 'Fulano', merchantCity: 'Recife' };
    expect(() => buildBrCode({ ...base, key: 'nada' })).toThrow(/not a PIX key/);
    expect(() => buildBrCode({ ...base, amount: 0 })).toThrow(/more than zero/);
    expect(() => buildBrCode({ ...base, amount: -5 })).toThrow(/more than zero/);
    expect(() => buildBrCode({ ...base, amount: 1.005 })).toThrow(/two decimals/);
    expect(() => buildBrCode({ ...base, amount: Number.NaN })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, amount: 10_000_000_000 })).toThrow(/does not fit/);
    expect(() => buildBrCode({ ...base, txid: 'pedido-42' })).toThrow(/txid/);
    expect(() => buildBrCode({ ...base, txid: 'A'.repeat(26) })).toThrow(/txid/);
    expect(() => buildBrCode({ ...base, merchantName: ' 😀 ' })).toThrow(/merchant name/);
    expect(() => buildBrCode({ ...base, merchantCity: '' })).toThrow(/merchant city/);
  });

  it('refuses a location with spaces or longer than 77 characters, and an amount or txid on a dynamic code', () => {
    const base = { merchantName: 'Fulano', merchantCity: 'Recife' };
    expect(() => buildBrCode({ ...base, url: 'pix.example.com/a b' })).toThrow(/location/);
    expect(() => buildBrCode({ ...base, url: `pix.example.com/${'a'.repeat(62)}` })).toThrow(/location/);
    expect(() => buildBrCode({ ...base, url: 'https://' })).toThrow(/location/);
    const withAmount = { ...base, url: 'pix.example.com/x', amount: 10 } as unknown as Parameters<typeof buildBrCode>[0];
    expect(() => buildBrCode(withAmount)).toThrow(/dynamic/);
  });
});

const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
const phrase = (max: number) =>
  fc
    .array(word, { minLength: 1, maxLength: 4 })
    .map((words) => words.join(' '))
    .filter((text) => text.length <= max);
const pixKey = fc.oneof(validCpf, fc.uuid({ version: 4 }), fc.stringMatching(/^[a-z0-9]{1,20}@[a-z]{2,10}\.com\.br$/));
const staticRequest = fc.record(
  {
    key: pixKey,
    merchantName: phrase(25),
    merchantCity: phrase(15),
    amount: fc.integer({ min: 1, max: 999_999_999_999 }).map(fromCents),
    txid: fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
  },
  { requiredKeys: ['key', 'merchantName', 'merchantCity'] },
);

describe('BR Code properties', () => {
  it('reads back every code it builds, with the same fields and a matching CRC', () => {
    fc.assert(
      fc.property(staticRequest, (request) => {
        const reading = parseBrCode(buildBrCode(request));
        expect(reading).toMatchObject({
          ok: true,
          crcValid: true,
          merchantAccount: { key: request.key },
          merchantName: request.merchantName,
          merchantCity: request.merchantCity,
          txid: request.txid ?? '***',
        });
        expect(reading.ok && reading.amount).toBe(request.amount);
      }),
    );
  });

  it('builds only codes that brazilian-utils also reads with the same key and amount', () => {
    fc.assert(
      fc.property(staticRequest, (request) => {
        const code = buildBrCode(request);
        expect(isValidPixPayload(code)).toBe(true);
        expect(getPixPayloadInfo(code)).toMatchObject({ key: request.key, merchantName: request.merchantName });
        expect(getPixPayloadInfo(code)?.amount).toBe(request.amount);
      }),
    );
  });

  it('never accepts a code with one character changed', () => {
    fc.assert(
      fc.property(staticRequest, fc.nat(), fc.integer({ min: 0x20, max: 0x7e }), (request, position, code) => {
        const text = buildBrCode(request);
        const index = position % text.length;
        const original = text.charAt(index);
        const replacement = String.fromCharCode(code);
        fc.pre(replacement !== original);
        // The CRC's hexadecimal letters are read in either case, so a case change there is no change.
        fc.pre(!(index >= text.length - 4 && replacement.toUpperCase() === original.toUpperCase()));
        const changed = text.slice(0, index) + replacement + text.slice(index + 1);
        expect(isValidBrCode(changed)).toBe(false);
      }),
    );
  });
});

describe('EMV fields', () => {
  it('splits a run of fields and refuses an empty or oversized value', () => {
    expect(readTlv('0002AB0105X')).toBeNull();
    expect(readTlv('0002AB01011')).toEqual([
      { id: '00', value: 'AB' },
      { id: '01', value: '1' },
    ]);
    expect(() => tlv('59', '')).toThrow(RangeError);
    expect(() => tlv('26', 'x'.repeat(100))).toThrow(RangeError);
  });
});

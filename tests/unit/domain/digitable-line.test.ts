import { isValidBoleto } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBankSlipLine, formatDigitableLine, parseDigitableLine } from '../../../src/domain/index.ts';
import { bankSlipLine, utilityFrom, utilityRequest } from './slip-oracle.ts';

// brazilian-utils' documented Banco do Brasil slip: R$ 1.026,56 due 15/07/2018 (factor 7586).
// Check digits recomputed by our oracle: fields 9, 1, 4 and general 6.
const BANCO_DO_BRASIL = '00190.00009 01149.718601 68524.522114 6 75860000102656';
// The Caixa line used as a mask example by angular-input-masks and brazilian-utils: its field
// digits are right, but the general check digit should be 1, not 3.
const CAIXA_MASK_EXAMPLE = '10491.44338 55119.000002 00000.000141 3 25230000093423';
// A Receita Federal GPS (social-security) slip, code 1163, competência 11/2025, as printed on the
// official PDF and transcribed in the public repository gesielr/guiasMEIlast: R$ 166,98, value
// identifier 8 (modulo 11), segment 5 (government). Its due date, 15/12/2025, is printed on the
// slip but is not part of the line.
const GPS_1163 = '85820000001-5 66980270116-2 30001280018-9 67222025113-0';
// The GPS code 1120 of the same source: its general check digit falls on remainder 0 or 1 (digit 0).
const GPS_1120 = '85800000001-1 66980270112-0 00001280018-0 67222025113-0';
// brazilian-utils' documented utility slip: R$ 24,61, segment 4 (telecom), modulo 10.
const TELECOM = '846100000005246100291102005460339004695895061080';
// brazilian-utils' formatBoleto example: its four block digits do not match (oracle: 3, 7, 7, 6).
const UTILITY_MASK_EXAMPLE = '82630000001-1 09880010070-2 02410202400-0 00020510451-9';

const JAN_2026 = new Date(2026, 0, 1, 12);

describe('reading a bank slip line', () => {
  it('reads the bank, amount, due date and barcode of a valid line', () => {
    const slip = parseDigitableLine(BANCO_DO_BRASIL, JAN_2026);
    expect(slip).toMatchObject({
      kind: 'bank',
      valid: true,
      bankCode: '001',
      amount: 1026.56,
      amountCents: 102656,
      barcode: '00196758600001026560000001149718606852452211',
    });
    expect(slip.kind === 'bank' && slip.dueDate).toEqual(new Date(2018, 6, 15, 12));
  });

  it('accepts the line without separators', () => {
    expect(parseDigitableLine(BANCO_DO_BRASIL.replace(/\D/g, ''), JAN_2026).valid).toBe(true);
  });

  it('refuses a line whose general check digit is wrong but still shows what it reads', () => {
    expect(parseDigitableLine(CAIXA_MASK_EXAMPLE, JAN_2026)).toMatchObject({ kind: 'bank', valid: false, amount: 934.23 });
  });

  it('refuses a line with one field check digit changed', () => {
    expect(parseDigitableLine(BANCO_DO_BRASIL.replace('00009 ', '00008 '), JAN_2026).valid).toBe(false);
  });

  it('refuses a slip in a currency other than the real, even with right check digits', () => {
    const dollars = bankSlipLine('001', '0', '75860000102656', '0000001149718606852452211');
    expect(isValidBoleto(dollars)).toBe(true);
    expect(parseDigitableLine(dollars, JAN_2026).valid).toBe(false);
  });

  it('has no due date when the factor is 0000', () => {
    const line = bankSlipLine('001', '9', '00000000010000', '0000001149718606852452211');
    const slip = parseDigitableLine(line, JAN_2026);
    expect(slip).toMatchObject({ valid: true, amount: 100 });
    expect(slip).not.toHaveProperty('dueDate');
  });
});

describe('reading a utility (arrecadação) line', () => {
  it('reads a GPS slip checked by modulo 11', () => {
    expect(parseDigitableLine(GPS_1163)).toEqual({
      kind: 'utility',
      valid: true,
      barcode: '85820000001669802701163000128001867222025113',
      amount: 166.98,
      amountCents: 16698,
      segment: '5',
      effectiveValue: true,
    });
  });

  it('reads a GPS slip whose general check digit is 0', () => {
    expect(parseDigitableLine(GPS_1120)).toMatchObject({ valid: true, amount: 166.98 });
  });

  it('reads a telecom slip checked by modulo 10', () => {
    expect(parseDigitableLine(TELECOM)).toMatchObject({ kind: 'utility', valid: true, amount: 24.61, segment: '4' });
  });

  it('refuses a utility line whose block check digits do not match', () => {
    expect(parseDigitableLine(UTILITY_MASK_EXAMPLE)).toMatchObject({ kind: 'utility', valid: false, amount: 109.88 });
  });

  it('marks an amount given as a reference quantity (value identifier 7 or 9)', () => {
    const { line } = utilityFrom({ segment: '5', valueIdentifier: '9', amountCents: 1500, rest: '0'.repeat(29) });
    expect(parseDigitableLine(line)).toMatchObject({ valid: true, effectiveValue: false, amountCents: 1500 });
  });

  it('refuses segment 8, which FEBRABAN does not use', () => {
    const { line } = utilityFrom({ segment: '8', valueIdentifier: '6', amountCents: 1500, rest: '0'.repeat(29) });
    expect(parseDigitableLine(line).valid).toBe(false);
  });

  it('reads every utility slip built with the right check digits, as brazilian-utils does', () => {
    fc.assert(
      fc.property(utilityRequest, (request) => {
        const { barcode, line } = utilityFrom(request);
        expect(parseDigitableLine(line)).toMatchObject({
          kind: 'utility',
          valid: true,
          barcode,
          amountCents: request.amountCents,
          segment: request.segment,
          effectiveValue: '68'.includes(request.valueIdentifier),
        });
        expect(isValidBoleto(line)).toBe(true);
      }),
    );
  });
});

describe('text that is not a line', () => {
  it('is never an error, only an invalid slip', () => {
    expect(parseDigitableLine('')).toEqual({ kind: 'bank', valid: false, barcode: '', amount: 0, amountCents: 0, bankCode: '' });
    expect(parseDigitableLine(null).valid).toBe(false);
    expect(parseDigitableLine('0019000009')).toMatchObject({ kind: 'bank', valid: false });
    expect(parseDigitableLine('8582000000')).toMatchObject({ kind: 'utility', valid: false, segment: '' });
    expect(parseDigitableLine(`${BANCO_DO_BRASIL}x`)).toMatchObject({ valid: false, amount: 0 });
    expect(parseDigitableLine(`${GPS_1163.replace(/\D/g, '')}1`).valid).toBe(false);
  });

  it('reads 48 digits not starting with 8 as nothing', () => {
    expect(parseDigitableLine('1'.repeat(48))).toMatchObject({ kind: 'bank', valid: false });
  });
});

describe('line display', () => {
  it('prints a bank slip in its five groups and a utility slip in four blocks', () => {
    expect(formatDigitableLine('00190000090114971860168524522114675860000102656')).toBe(BANCO_DO_BRASIL);
    expect(formatDigitableLine(GPS_1163.replace(/\D/g, ''))).toBe(GPS_1163);
    expect(formatDigitableLine(null)).toBe('');
  });

  it('prints a line issued by the sandbox', () => {
    const { line } = buildBankSlipLine({
      bankCode: '999',
      amountCents: 12345,
      dueDate: new Date(2026, 2, 10),
      freeField: '1234567890123456789012345',
    });
    expect(formatDigitableLine(line)).toBe('99991.23459 67890.123457 67890.123457 8 13810000012345');
  });
});

import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBankSlipLine, dueDateFromFactor, factorFromDueDate, parseDigitableLine } from '../../../src/domain/index.ts';
import { bankCode, freeField } from './slip-oracle.ts';

const noon = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12);

describe('due-date factor', () => {
  // The FEBRABAN correlation table as published in "A linha digitável do boleto bancário"
  // (mhemann.com.br, 2011) and the Futura wiki's "Montagem da Linha Digitável" (4283).
  it.each([
    [1000, noon(2000, 7, 3)],
    [1002, noon(2000, 7, 5)],
    [1667, noon(2002, 5, 1)],
    [4283, noon(2009, 6, 29)],
    [4789, noon(2010, 11, 17)],
  ])('reads factor %i as the published date when the slip is read in 2005-2011', (factor, date) => {
    expect(dueDateFromFactor(factor, noon(2008, 1, 1))).toEqual(date);
  });

  it('reads 9999 as 21/02/2025, the last day before the reset', () => {
    expect(dueDateFromFactor(9999, noon(2025, 1, 1))).toEqual(noon(2025, 2, 21));
  });

  it('reads 1000 as 22/02/2025 after FEBRABAN’s reset, and 1002 as 24/02/2025', () => {
    expect(dueDateFromFactor(1000, noon(2025, 3, 1))).toEqual(noon(2025, 2, 22));
    expect(dueDateFromFactor(1002, noon(2026, 1, 1))).toEqual(noon(2025, 2, 24));
  });

  it('picks the date closest to the reference: factor 1000 is 2000 until 27/10/2012, 2025 from the tie on 28/10/2012', () => {
    expect(dueDateFromFactor(1000, noon(2012, 10, 27))).toEqual(noon(2000, 7, 3));
    expect(dueDateFromFactor(1000, noon(2012, 10, 28))).toEqual(noon(2025, 2, 22));
  });

  it('moves factor 1000 to the third cycle, 14/10/2049, once that is closer (from 19/06/2037)', () => {
    expect(dueDateFromFactor(1000, noon(2037, 6, 18))).toEqual(noon(2025, 2, 22));
    expect(dueDateFromFactor(1000, noon(2037, 6, 19))).toEqual(noon(2049, 10, 14));
  });

  it('reads factors below 1000 in the first cycle only, and 0000 as no due date', () => {
    expect(dueDateFromFactor(500, noon(2026, 1, 1))).toEqual(noon(1999, 2, 19));
    expect(dueDateFromFactor(0, noon(2026, 1, 1))).toBeUndefined();
  });

  it('differs from brazilian-utils, which reads factor 1000 on 20/07/2012 as 2025 through its fixed windows', () => {
    const { line } = buildBankSlipLine({
      bankCode: '001',
      amountCents: 100,
      dueDate: noon(2000, 7, 3),
      freeField: '0'.repeat(25),
    });
    const reference = noon(2012, 7, 20);
    expect(getBoletoInfo(line, { referenceDate: reference })?.expirationDate).toEqual(new Date(2025, 1, 22));
    const ours = parseDigitableLine(line, reference);
    expect(ours.kind === 'bank' && ours.dueDate).toEqual(noon(2000, 7, 3));
  });

  it('writes the factor of a due date, restarting at 1000 on 22/02/2025', () => {
    expect(factorFromDueDate(noon(2000, 7, 3))).toBe(1000);
    expect(factorFromDueDate(noon(2025, 2, 21))).toBe(9999);
    expect(factorFromDueDate(noon(2025, 2, 22))).toBe(1000);
    expect(factorFromDueDate(new Date(2026, 0, 1, 23, 59))).toBe(1313);
    expect(factorFromDueDate(noon(1997, 10, 8))).toBe(1);
  });

  it('refuses a due date on or before the 07/10/1997 base, or no date at all', () => {
    expect(() => factorFromDueDate(noon(1997, 10, 7))).toThrow(RangeError);
    expect(() => factorFromDueDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('issuing a bank slip', () => {
  it('builds the barcode and line of a R$ 123,45 slip due 10/03/2026', () => {
    expect(
      buildBankSlipLine({
        bankCode: '999',
        amountCents: 12345,
        dueDate: noon(2026, 3, 10),
        freeField: '1234567890123456789012345',
      }),
    ).toEqual({
      barcode: '99998138100000123451234567890123456789012345',
      line: '99991234596789012345767890123457813810000012345',
    });
  });

  it('builds a slip without due date with factor 0000', () => {
    const { barcode } = buildBankSlipLine({ bankCode: '001', amountCents: 0, dueDate: null, freeField: '0'.repeat(25) });
    expect(barcode.slice(5, 9)).toBe('0000');
  });

  it('refuses a bank code, amount or free field that does not fit, saying which', () => {
    const base = { bankCode: '001', amountCents: 100, dueDate: noon(2026, 3, 10), freeField: '0'.repeat(25) };
    expect(() => buildBankSlipLine({ ...base, bankCode: '1' })).toThrow(/bank code/);
    expect(() => buildBankSlipLine({ ...base, amountCents: -1 })).toThrow(/amount/);
    expect(() => buildBankSlipLine({ ...base, amountCents: 1.5 })).toThrow(/amount/);
    expect(() => buildBankSlipLine({ ...base, amountCents: 10_000_000_000 })).toThrow(/amount/);
    expect(() => buildBankSlipLine({ ...base, freeField: '123' })).toThrow(/free field/);
  });

  const slipRequest = fc.record({
    bankCode,
    amountCents: fc.integer({ min: 0, max: 9_999_999_999 }),
    dueDate: fc.date({ min: new Date(1997, 9, 8), max: new Date(2099, 11, 31), noInvalidDate: true }),
    freeField,
  });

  it('reads back every slip it issues, whenever it is read within 4499 days of its due date', () => {
    fc.assert(
      fc.property(slipRequest, fc.integer({ min: -4499, max: 4499 }), (request, offsetDays) => {
        const { barcode, line } = buildBankSlipLine(request);
        const due = request.dueDate;
        const reference = new Date(due.getFullYear(), due.getMonth(), due.getDate() + offsetDays, 12);
        const slip = parseDigitableLine(line, reference);
        expect(slip).toMatchObject({
          kind: 'bank',
          valid: true,
          barcode,
          bankCode: request.bankCode,
          amountCents: request.amountCents,
        });
        expect(slip.kind === 'bank' && slip.dueDate).toEqual(new Date(due.getFullYear(), due.getMonth(), due.getDate(), 12));
      }),
    );
  });

  it('issues only lines that brazilian-utils also finds valid', () => {
    fc.assert(fc.property(slipRequest, (request) => isValidBoleto(buildBankSlipLine(request).line)));
  });

  it('gives each day of the current cycle its own factor, 1000 on 22/02/2025 up to 9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8999 }), (offset) => {
        expect(factorFromDueDate(new Date(2025, 1, 22 + offset, 12))).toBe(1000 + offset);
      }),
    );
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  buildBankSlipLine,
  digitableLineFault,
  digitableLineFaultText,
  slipKindOf,
  type DigitableLineFault,
} from '../../../src/domain/index.ts';

const SLIP = buildBankSlipLine({
  bankCode: '001',
  amountCents: 15_000,
  dueDate: new Date(2026, 11, 10, 12),
  freeField: '0000001234567890123456717',
}).line;
// A telecom bill checked modulo 10 (value identifier 6): four blocks of 11 digits, each with its check digit.
const UTILITY = '846100000005246100291102005460339004695895061080';

/** The line with the digit at `index` moved by one. */
const changed = (line: string, index: number) =>
  line.slice(0, index) + String((Number(line[index]) + 1) % 10) + line.slice(index + 1);

describe('what is wrong with a digitable line', () => {
  test('a well-formed bank slip and a well-formed utility bill have nothing wrong', () => {
    expect(digitableLineFault(SLIP)).toBeNull();
    expect(digitableLineFault(UTILITY)).toBeNull();
  });

  test('a line starting with 8 is read as a utility bill, any other as a bank slip', () => {
    expect(slipKindOf(UTILITY)).toBe('utility');
    expect(slipKindOf(SLIP)).toBe('bank');
  });

  test.each([
    [9, 1],
    [20, 2],
    [31, 3],
  ] as const)('a wrong check digit at position %i names field %i', (index, field) => {
    expect(digitableLineFault(changed(SLIP, index))).toEqual({ code: 'field', field });
  });

  test('a wrong general check digit names field 4', () => {
    expect(digitableLineFault(changed(SLIP, 32))).toEqual({ code: 'general' });
  });

  test('a changed amount breaks the general check digit, since it covers the whole barcode', () => {
    expect(digitableLineFault(changed(SLIP, 46))).toEqual({ code: 'general' });
  });

  test('a utility bill checked modulo 10 names the block whose check digit fails', () => {
    expect(digitableLineFault(changed(UTILITY, 23))).toEqual({ code: 'block', block: 2 });
  });

  test('a short line says how many digits each kind has', () => {
    expect(digitableLineFault(SLIP.slice(0, 40))).toEqual({ code: 'bankLength' });
    expect(digitableLineFault(UTILITY.slice(0, 40))).toEqual({ code: 'utilityLength' });
  });

  test('dots, spaces and hyphens as printed on the slip do not matter', () => {
    expect(digitableLineFault('84610000000-5 24610029110-2 00546033900-4 69589506108-0')).toBeNull();
  });
});

describe("the site's texts are the bank's, word for word", () => {
  const locale = JSON.parse(readFileSync('public/locales/pt-BR/translation.json', 'utf8')) as {
    form: { errors: { digitableLine: Record<string, string> } };
  };
  const faults: DigitableLineFault[] = [
    { code: 'bankLength' },
    { code: 'utilityLength' },
    { code: 'field', field: 2 },
    { code: 'currency' },
    { code: 'general' },
    { code: 'block', block: 3 },
    { code: 'utilityDigit' },
  ];

  test.each(faults)('fault $code', (fault) => {
    const n = fault.code === 'field' ? fault.field : fault.code === 'block' ? fault.block : undefined;
    const text = locale.form.errors.digitableLine[fault.code]!.replace('{{n}}', String(n));
    expect(text).toBe(digitableLineFaultText(fault));
  });

  test('the line no check names uses the rule message', () => {
    expect(locale.form.errors.digitableLine.invalid).toBe(digitableLineFaultText({ code: 'bankLine' }));
  });
});

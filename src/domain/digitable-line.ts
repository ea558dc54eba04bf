import { formatBoleto, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { fromCents } from './cents.ts';
import { dueDateFromFactor } from './due-date-factor.ts';

interface DigitableLineCommon {
  /** Whether every check digit matches (and, for a bank slip, the currency is the real). */
  valid: boolean;
  /** The 44-digit barcode the line stands for; empty when the line could not be read. */
  barcode: string;
  /** In reais, 0 when the line could not be read. */
  amount: number;
  amountCents: number;
}

/** A 47-digit bank slip (boleto de cobrança). */
export interface BankSlipLine extends DigitableLineCommon {
  kind: 'bank';
  /** COMPE code of the issuing bank. */
  bankCode: string;
  /** Absent when the slip carries no due date (factor 0000). */
  dueDate?: Date;
}

/** A 48-digit utility or tax slip (arrecadação). */
export interface UtilityLine extends DigitableLineCommon {
  kind: 'utility';
  /** FEBRABAN segment: 1 city halls, 2 sanitation, 3 power and gas, 4 telecom, 5 government, … */
  segment: string;
  /** False when the value identifier (7, 9) marks the amount as a reference quantity. */
  effectiveValue: boolean;
}

export type DigitableLine = BankSlipLine | UtilityLine;

// The separators printed in lines; any other character makes the line unreadable.
const SEPARATORS = /[\s.-]/g;
// BCB Carta-Circular 2.926/2000: currency code 9 is the real.
const REAL = '9';

function readBankSlip(line: string, reference: Date): BankSlipLine {
  // Line: AAAMC CCCCx  DDDDD DDDDDy  EEEEE EEEEEz  K  FFFF VVVVVVVVVV
  // Barcode: AAAM K FFFF VVVVVVVVVV CCCCC DDDDDDDDDD EEEEEEEEEE
  const barcode =
    line.slice(0, 4) + line.charAt(32) + line.slice(33, 47) + line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31);
  const amountCents = Number(line.slice(37, 47));
  const slip: BankSlipLine = {
    kind: 'bank',
    valid: isValidBoleto(line) && line.charAt(3) === REAL,
    barcode,
    amount: fromCents(amountCents),
    amountCents,
    bankCode: line.slice(0, 3),
  };
  const dueDate = dueDateFromFactor(Number(line.slice(33, 37)), reference);
  if (dueDate) slip.dueDate = dueDate;
  return slip;
}

function readUtility(line: string): UtilityLine {
  // Four blocks of eleven digits, each followed by its check digit.
  const barcode = [0, 12, 24, 36].map((start) => line.slice(start, start + 11)).join('');
  const amountCents = Number(barcode.slice(4, 15));
  const valueIdentifier = barcode.charAt(2);
  return {
    kind: 'utility',
    // brazilian-utils picks modulo 10 for value identifiers 6 and 7, modulo 11 for 8 and 9, and
    // refuses product codes other than 8 and the unused segments 0 and 8.
    valid: isValidBoleto(line),
    barcode,
    amount: fromCents(amountCents),
    amountCents,
    segment: barcode.charAt(1),
    effectiveValue: valueIdentifier === '6' || valueIdentifier === '8',
  };
}

function unreadable(digits: string): DigitableLine {
  const common = { valid: false, barcode: '', amount: 0, amountCents: 0 };
  return digits.startsWith('8')
    ? { kind: 'utility', ...common, segment: '', effectiveValue: false }
    : { kind: 'bank', ...common, bankCode: '' };
}

/**
 * Reads a typed or pasted digitable line: 47 digits for a bank slip, 48 starting with 8 for a
 * utility slip. Spaces, dots and hyphens are ignored. Never throws; anything else gives
 * `valid: false`. A bank slip's due date is resolved against `reference` (see
 * `dueDateFromFactor`); utility slips carry no standard due date.
 */
export function parseDigitableLine(line: string | null | undefined, reference: Date = new Date()): DigitableLine {
  const text = line ?? '';
  const digits = text.replace(SEPARATORS, '');
  if (!/^\d+$/.test(digits)) return unreadable(digits);
  if (digits.length === 48 && digits.startsWith('8')) return readUtility(digits);
  if (digits.length === 47) return readBankSlip(digits, reference);
  return unreadable(digits);
}

/**
 * A line as printed on the slip: "00190.00009 01149.718601 68524.522114 6 75860000102656" or,
 * for a utility slip, four blocks "82630000001-1 …" (brazilian-utils' formatBoleto).
 */
export function formatDigitableLine(line: string | null | undefined): string {
  return formatBoleto((line ?? '').replace(/\D/g, ''));
}

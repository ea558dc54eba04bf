import { factorFromDueDate } from './due-date-factor.ts';
import { bankSlipModulo11, modulo10 } from './slip-check-digits.ts';

export interface BankSlipRequest {
  /** Three-digit COMPE code of the issuing bank. */
  bankCode: string;
  /** Whole cents, 0 to 99,999,999.99 reais (ten digits). */
  amountCents: number;
  /** The due date; null for a slip without one (factor 0000). */
  dueDate: Date | null;
  /** The bank's own 25 digits (our number, agreement, …). */
  freeField: string;
}

export interface IssuedBankSlip {
  /** 44 digits, what the bars encode. */
  barcode: string;
  /** 47 digits, what the payer types. */
  line: string;
}

const MAX_AMOUNT_CENTS = 9_999_999_999;

function lineField(digits: string): string {
  return digits + String(modulo10(digits));
}

/**
 * Issues a bank slip's barcode and digitable line (BCB Carta-Circular 2.926/2000), currency 9
 * (real). Throws a RangeError naming the field at fault.
 */
export function buildBankSlipLine(request: BankSlipRequest): IssuedBankSlip {
  const { bankCode, amountCents, dueDate, freeField } = request;
  if (!/^\d{3}$/.test(bankCode)) throw new RangeError('the bank code must be three digits');
  if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > MAX_AMOUNT_CENTS) {
    throw new RangeError('the amount must be whole cents from 0 to 9999999999');
  }
  if (!/^\d{25}$/.test(freeField)) throw new RangeError('the free field must be 25 digits');
  const factor = dueDate === null ? '0000' : String(factorFromDueDate(dueDate)).padStart(4, '0');
  const amount = String(amountCents).padStart(10, '0');
  const head = `${bankCode}9`;
  const checkDigit = String(bankSlipModulo11(head + factor + amount + freeField));
  return {
    barcode: head + checkDigit + factor + amount + freeField,
    line:
      lineField(head + freeField.slice(0, 5)) +
      lineField(freeField.slice(5, 15)) +
      lineField(freeField.slice(15, 25)) +
      checkDigit +
      factor +
      amount,
  };
}

import { centsToDecimalText, fromCents, toCents } from './cents.ts';

export interface MoneyDisplayOptions {
  /** Show the prefix and asterisks instead of the amount, as when the visibility flag is off. */
  hidden?: boolean;
}

const HIDDEN_AMOUNT = '******';

/**
 * spec 001 §9: R$ for the real, $ for any other currency. spec 001 §3 gives billing items the
 * default currency "BRA", which can only mean the real, so it shows R$ too; so does an absent
 * currency (the locale's currency is BRL).
 */
export function currencyPrefix(currency?: string | null): string {
  return !currency || currency === 'BRL' || currency === 'BRA' ? 'R$' : '$';
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * An amount as shown on screen: "R$ 1.234,56", "-R$ 1.234,56", "$ 10,00" (spec 001 §9: comma
 * decimals, dot thousands, two decimals). The sign goes before the prefix, as pt-BR writes it.
 * Hidden: "R$ ******". An absent amount shows nothing, since the currency mask is nullable.
 */
export function formatMoney(
  amount: number | null | undefined,
  currency?: string | null,
  options: MoneyDisplayOptions = {},
): string {
  const prefix = currencyPrefix(currency);
  if (options.hidden) return `${prefix} ${HIDDEN_AMOUNT}`;
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const cents = toCents(amount);
  const [whole = '0', decimals = '00'] = centsToDecimalText(Math.abs(cents)).split('.');
  return `${cents < 0 ? '-' : ''}${prefix} ${groupThousands(whole)},${decimals}`;
}

const MONEY_TEXT = /^([-−]?)(?:R?\$)?([-−]?)([\d.,]+)$/;
const GROUPED = /^\d{1,3}(?:\.\d{3})+$/;
const MACHINE_DECIMAL = /^(\d+)\.(\d{1,2})$/;

function wholeDigits(text: string): string | null {
  if (/^\d+$/.test(text)) return text;
  return GROUPED.test(text) ? text.replace(/\./g, '') : null;
}

function centsOf(number: string): number | null {
  const comma = number.split(',');
  if (comma.length > 2) return null;
  if (comma.length === 2) {
    // pt-BR: the comma is the decimal separator, dots group thousands.
    const [whole = '', decimals = ''] = comma;
    const digits = wholeDigits(whole);
    if (digits === null || !/^\d{0,2}$/.test(decimals)) return null;
    return Number(digits) * 100 + Number(decimals.padEnd(2, '0'));
  }
  const machine = MACHINE_DECIMAL.exec(number);
  // One dot followed by one or two digits is the decimal point of the API's form (1234.56).
  if (machine) return Number(machine[1]) * 100 + Number((machine[2] ?? '').padEnd(2, '0'));
  const digits = wholeDigits(number);
  return digits === null ? null : Number(digits) * 100;
}

/**
 * Reads an amount typed or pasted by a person: "R$ 1.234,56", "1234,56", "-R$ 10,00",
 * "1.234" (one thousand two hundred and thirty-four) and the API's "1234.56". Null when the
 * text is not an amount, has more than two decimals or groups digits wrongly.
 */
export function parseMoney(text: string | null | undefined): number | null {
  const compact = (text ?? '').replace(/\s/g, '');
  const match = MONEY_TEXT.exec(compact);
  if (!match) return null;
  const [, signBefore = '', signAfter = '', number = ''] = match;
  if (signBefore !== '' && signAfter !== '') return null;
  const cents = centsOf(number);
  if (cents === null || !Number.isSafeInteger(cents)) return null;
  return fromCents(signBefore || signAfter ? -cents : cents);
}

import { centsToDecimalText, fromCents, toCents } from './cents.ts';
import { PIX_GUI } from './br-code.ts';
import { crc16 } from './crc16.ts';
import { writeTlv } from './emv-tlv.ts';
import { canonicalPixKey } from './pix-key.ts';

// BACEN's Manual de Padrões para Iniciação do Pix, field table.
const MERCHANT_NAME_MAX = 25;
const MERCHANT_CITY_MAX = 15;
const KEY_OR_URL_MAX = 77;
const AMOUNT_TEXT_MAX = 13;
const TXID = /^[A-Za-z0-9]{1,25}$/;
const NO_TXID = '***';
// The manual's own example key (123e4567-e12b-12d1-…) is a UUID of version 1, so a BR Code
// accepts any UUID even though new random keys are version 4.
const ANY_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface BrCodeRequestCommon {
  /** Receiver's name: accents are dropped and it is cut to 25 characters. */
  merchantName: string;
  /** Receiver's city: accents are dropped and it is cut to 15 characters. */
  merchantCity: string;
}

/** A static code: a PIX key, optionally an amount and a transaction id. */
export interface StaticBrCodeRequest extends BrCodeRequestCommon {
  key: string;
  url?: never;
  /** In reais, more than zero, at most two decimals; absent lets the payer type it. */
  amount?: number;
  /** 1 to 25 letters or digits; "***" (the default) when the receiver sets none. */
  txid?: string;
}

/** A dynamic code: the PSP location that serves the charge, which holds amount and txid. */
export interface DynamicBrCodeRequest extends BrCodeRequestCommon {
  url: string;
  key?: never;
  amount?: never;
  txid?: never;
}

export type BrCodeRequest = StaticBrCodeRequest | DynamicBrCodeRequest;

/** Printable ASCII without accents, single spaces, cut to `max`: what the manual allows. */
function asciiText(value: string, max: number, what: string): string {
  const folded = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trimEnd();
  if (folded === '') throw new RangeError(`${what} must have at least one printable character`);
  return folded;
}

function keyField(key: string): string {
  const trimmed = key.trim();
  const canonical = canonicalPixKey(trimmed) ?? (ANY_UUID.test(trimmed) ? trimmed.toLowerCase() : null);
  if (canonical === null) throw new RangeError(`"${key}" is not a PIX key`);
  return writeTlv('01', canonical);
}

function urlField(url: string): string {
  // The manual writes the location without its scheme.
  const location = url.trim().replace(/^https:\/\//i, '');
  if (location === '' || /\s/.test(location) || location.length > KEY_OR_URL_MAX) {
    throw new RangeError(`the PIX location must be 1 to ${KEY_OR_URL_MAX} characters without spaces`);
  }
  return writeTlv('25', location);
}

function amountField(amount: number | undefined): string {
  if (amount === undefined) return '';
  const cents = Number.isFinite(amount) ? toCents(amount) : 0;
  if (cents <= 0 || fromCents(cents) !== amount) {
    throw new RangeError(`the amount must be more than zero with at most two decimals, not ${amount}`);
  }
  const text = centsToDecimalText(cents);
  if (text.length > AMOUNT_TEXT_MAX) throw new RangeError(`the amount ${amount} does not fit the BR Code`);
  return writeTlv('54', text);
}

function txidField(txid: string | undefined): string {
  const value = txid ?? NO_TXID;
  if (value !== NO_TXID && !TXID.test(value)) {
    throw new RangeError(`the txid must be 1 to 25 letters or digits, not "${value}"`);
  }
  return writeTlv('62', writeTlv('05', value));
}

/**
 * Builds a BR Code ("PIX copia e cola") following BACEN's manual: static with a key (no field
 * 01, so it can be paid more than once, as in the manual's example) or dynamic with a location
 * (field 01 = "12"). Name and city are normalised; a bad key, location, amount or txid throws a
 * RangeError that says what is wrong, since a truncated identifier would reach the wrong charge.
 */
export function buildBrCode(request: BrCodeRequest): string {
  const dynamic = request.url !== undefined;
  // The manual: a dynamic code's amount and txid live at its location, not in the code.
  if (dynamic && (request.amount !== undefined || request.txid !== undefined)) {
    throw new RangeError('a dynamic BR Code takes its amount and txid from its location');
  }
  const account = dynamic ? urlField(request.url) : keyField(request.key);
  const payload =
    writeTlv('00', '01') +
    (dynamic ? writeTlv('01', '12') : '') +
    writeTlv('26', writeTlv('00', PIX_GUI) + account) +
    writeTlv('52', '0000') +
    writeTlv('53', '986') +
    amountField(request.amount) +
    writeTlv('58', 'BR') +
    writeTlv('59', asciiText(request.merchantName, MERCHANT_NAME_MAX, 'the merchant name')) +
    writeTlv('60', asciiText(request.merchantCity, MERCHANT_CITY_MAX, 'the merchant city')) +
    txidField(request.txid) +
    '6304';
  return payload + crc16(payload);
}

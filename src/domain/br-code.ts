import { crc16 } from './crc16.ts';
import { readTlv, tlvValue, type TlvField } from './emv-tlv.ts';

/** BACEN's Manual de Padrões para Iniciação do Pix: the GUI that marks the PIX template. */
export const PIX_GUI = 'br.gov.bcb.pix';

/** The PIX merchant account information template (one of ids 26-51). */
export interface PixMerchantAccount {
  /** The template id the PIX data sat in, usually "26". */
  templateId: string;
  /** The key of a static code (sub-field 01). */
  key?: string;
  /** The location of a dynamic code, without https:// (sub-field 25). */
  url?: string;
  /** Free text for the payer (sub-field 02). */
  description?: string;
  /** The ISPB of a PIX Saque withdrawal facilitator (sub-field 03). */
  withdrawalFacilitator?: string;
}

/** A BR Code ("PIX copia e cola") read field by field. */
export interface BrCode {
  /** Field 00, always "01". */
  payloadFormat: string;
  /** Field 01: "11" reusable, "12" single use; absent in many static codes. */
  pointOfInitiation?: '11' | '12';
  merchantAccount: PixMerchantAccount;
  /** Field 52, "0000" when not informed. */
  merchantCategoryCode: string;
  /** Field 53, ISO 4217 numeric: "986" is the real. */
  currency: string;
  /** Field 54 in reais; absent when the payer types the amount. */
  amount?: number;
  /** Field 58, "BR". */
  countryCode: string;
  /** Field 59. */
  merchantName: string;
  /** Field 60. */
  merchantCity: string;
  /** Field 61. */
  postalCode?: string;
  /** Field 62, sub-field 05, as written ("***" when the receiver sets none). */
  txid?: string;
  /** Field 63 as written. */
  crc: string;
  /** Whether field 63 is the CRC16 of everything before it. */
  crcValid: boolean;
}

export type BrCodeErrorCode =
  /** Nothing was given. */
  | 'EMPTY'
  /** The text does not split into EMV fields. */
  | 'MALFORMED'
  /** A mandatory field is absent (see `field`). */
  | 'MISSING_FIELD'
  /** A field holds a value the manual does not allow (see `field`). */
  | 'INVALID_FIELD'
  /** A well-formed EMV code, but not a PIX one. */
  | 'NOT_PIX';

export interface BrCodeError {
  ok: false;
  error: BrCodeErrorCode;
  /** The EMV id of the field at fault. */
  field?: string;
}

/** The result of reading a BR Code: its fields, or why it could not be read. */
export type BrCodeReading = ({ ok: true } & BrCode) | BrCodeError;

const MANDATORY = ['52', '53', '58', '59', '60'] as const;
const AMOUNT = /^\d{1,10}(?:\.\d{1,2})?$/;
const HEX4 = /^[0-9A-Fa-f]{4}$/;

function failure(error: BrCodeErrorCode, field?: string): BrCodeError {
  return field === undefined ? { ok: false, error } : { ok: false, error, field };
}

function pixAccount(fields: readonly TlvField[]): PixMerchantAccount | BrCodeError {
  for (const { id, value } of fields) {
    if (Number(id) < 26 || Number(id) > 51) continue;
    const inner = readTlv(value);
    // Codes in the wild write the GUI in capitals (BR.GOV.BCB.PIX); the manual's is lower case.
    if (!inner || tlvValue(inner, '00')?.toLowerCase() !== PIX_GUI) continue;
    const key = tlvValue(inner, '01');
    const url = tlvValue(inner, '25');
    // The manual: a static code carries a key, a dynamic one a location, never both.
    if ((key === undefined) === (url === undefined)) return failure('INVALID_FIELD', id);
    const account: PixMerchantAccount = { templateId: id };
    if (key !== undefined) account.key = key;
    if (url !== undefined) account.url = url;
    const description = tlvValue(inner, '02');
    if (description !== undefined) account.description = description;
    const facilitator = tlvValue(inner, '03');
    if (facilitator !== undefined) account.withdrawalFacilitator = facilitator;
    return account;
  }
  return failure('NOT_PIX');
}

/** Checks the fields whose values the manual fixes; returns the first one at fault. */
function fixedFieldFault(fields: readonly TlvField[]): BrCodeError | null {
  if (fields[0]?.id !== '00') return failure('MISSING_FIELD', '00');
  if (fields[0].value !== '01') return failure('INVALID_FIELD', '00');
  const last = fields[fields.length - 1];
  if (last?.id !== '63') return failure('MISSING_FIELD', '63');
  if (!HEX4.test(last.value)) return failure('INVALID_FIELD', '63');
  const missing = MANDATORY.find((id) => tlvValue(fields, id) === undefined);
  if (missing) return failure('MISSING_FIELD', missing);
  const initiation = tlvValue(fields, '01');
  if (initiation !== undefined && initiation !== '11' && initiation !== '12') return failure('INVALID_FIELD', '01');
  if (!/^\d{4}$/.test(tlvValue(fields, '52') ?? '')) return failure('INVALID_FIELD', '52');
  // PIX moves reais only.
  if (tlvValue(fields, '53') !== '986') return failure('INVALID_FIELD', '53');
  if (tlvValue(fields, '58') !== 'BR') return failure('INVALID_FIELD', '58');
  const amount = tlvValue(fields, '54');
  if (amount !== undefined && !AMOUNT.test(amount)) return failure('INVALID_FIELD', '54');
  return null;
}

/**
 * Reads a BR Code. Never throws: text that is not a PIX BR Code gives `ok: false` with the
 * reason; a readable code gives its fields with `crcValid`, so a damaged code can still be
 * shown while payment is refused. Surrounding whitespace is ignored. Name and city lengths are
 * not enforced here (codes in the wild overrun the manual's 25 and 15); `buildBrCode` keeps them.
 */
export function parseBrCode(text: string | null | undefined): BrCodeReading {
  const payload = (text ?? '').trim();
  if (payload === '') return failure('EMPTY');
  const fields = readTlv(payload);
  if (!fields) return failure('MALFORMED');
  const fault = fixedFieldFault(fields);
  if (fault) return fault;
  const account = pixAccount(fields);
  if ('ok' in account) return account;
  const additional = readTlv(tlvValue(fields, '62') ?? '');
  if (!additional) return failure('INVALID_FIELD', '62');
  const crc = payload.slice(-4);
  const code: { ok: true } & BrCode = {
    ok: true,
    payloadFormat: '01',
    merchantAccount: account,
    merchantCategoryCode: tlvValue(fields, '52') ?? '',
    currency: tlvValue(fields, '53') ?? '',
    countryCode: tlvValue(fields, '58') ?? '',
    merchantName: tlvValue(fields, '59') ?? '',
    merchantCity: tlvValue(fields, '60') ?? '',
    crc,
    crcValid: crc16(payload.slice(0, -4)) === crc.toUpperCase(),
  };
  const initiation = tlvValue(fields, '01');
  if (initiation === '11' || initiation === '12') code.pointOfInitiation = initiation;
  const amount = tlvValue(fields, '54');
  if (amount !== undefined) code.amount = Number(amount);
  const postalCode = tlvValue(fields, '61');
  if (postalCode !== undefined) code.postalCode = postalCode;
  const txid = tlvValue(additional, '05');
  if (txid !== undefined) code.txid = txid;
  return code;
}

/** A BR Code that reads and whose CRC matches: the check before offering to pay it. */
export function isValidBrCode(text: string | null | undefined): boolean {
  const reading = parseBrCode(text);
  return reading.ok && reading.crcValid;
}

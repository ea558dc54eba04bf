import { isValidCnpj, isValidCpf } from './tax-id.ts';

/** spec 001 §3: the five kinds of PIX key; EVP is the random key. */
export type PixKeyType = 'CPF' | 'CNPJ' | 'EMAIL' | 'PHONE' | 'EVP';

/** spec 001 §5: detection tries the kinds in this order. */
export const PIX_KEY_TYPES: readonly PixKeyType[] = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'];

// A tax id or phone is recognised only when written as one: stripping every non-digit first
// would read the digits inside an e-mail address (joao.12345678909@...) as a CPF.
const WRITTEN_AS_CPF = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;
const WRITTEN_AS_CNPJ = /^[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2}$/;
const WRITTEN_AS_PHONE = /^[\d\s()+.-]+$/;
// spec 001 §5: optional 55, a two-digit area code, a 9, then 8 digits. No Anatel area code
// has a 0 in it, so both digits are 1-9.
const PHONE_DIGITS = /^(?:55)?[1-9]{2}9\d{8}$/;
// spec 001 §5: a simple e-mail pattern whose top-level domain has at least two letters.
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
// DICT: an e-mail key holds at most 77 characters.
const EMAIL_MAX_LENGTH = 77;
// spec 001 §5: the random key is a version-4 UUID, in either case.
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const RULES: Record<PixKeyType, (key: string) => boolean> = {
  CPF: (key) => WRITTEN_AS_CPF.test(key) && isValidCpf(key),
  CNPJ: (key) => WRITTEN_AS_CNPJ.test(key) && isValidCnpj(key),
  EMAIL: (key) => key.length <= EMAIL_MAX_LENGTH && EMAIL.test(key),
  PHONE: (key) => WRITTEN_AS_PHONE.test(key) && PHONE_DIGITS.test(key.replace(/\D/g, '')),
  EVP: (key) => EVP.test(key),
};

/** The kind of PIX key the text is, or null when it is none of them. */
export function detectPixKeyType(value: string | null | undefined): PixKeyType | null {
  const key = (value ?? '').trim();
  return PIX_KEY_TYPES.find((type) => RULES[type](key)) ?? null;
}

/**
 * Whether the text is a PIX key, of the given kind when one is given. Empty after trimming is
 * never a key.
 */
export function isValidPixKey(value: string | null | undefined, type?: PixKeyType): boolean {
  const key = (value ?? '').trim();
  if (type === undefined) return detectPixKeyType(key) !== null;
  return RULES[type](key);
}

/** The digits of a mobile number without the country code, as the phone mask shows them. */
export function nationalPhoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits;
}

/**
 * The key in the form DICT registers and a BR Code carries: CPF and CNPJ without punctuation,
 * e-mail in lower case, phone as +55 and the national number, random key in lower case.
 * Null when the text is not a PIX key.
 */
export function canonicalPixKey(value: string | null | undefined): string | null {
  const key = (value ?? '').trim();
  switch (detectPixKeyType(key)) {
    case 'CPF':
      return key.replace(/\D/g, '');
    case 'CNPJ':
      return key.replace(/[^0-9A-Z]/g, '');
    case 'PHONE':
      return `+55${nationalPhoneDigits(key)}`;
    case 'EMAIL':
    case 'EVP':
      return key.toLowerCase();
    case null:
      return null;
  }
}

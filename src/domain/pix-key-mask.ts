import { applyPattern } from './mask-pattern.ts';
import { nationalPhoneDigits, type PixKeyType } from './pix-key.ts';
import { maskTaxId } from './tax-id-format.ts';

const PHONE_PATTERN = '(00) 00000-0000';
const EVP_PATTERN = '00000000-0000-0000-0000-000000000000';

/**
 * spec 001 §5 PIX masks: CPF XXX.XXX.XXX-XX, CNPJ XX.XXX.XXX/XXXX-XX, phone (XX) XXXXX-XXXX,
 * random key as 32 letters and digits grouped 8-4-4-4-12, e-mail left as typed.
 */
export function maskPixKey(value: string | null | undefined, type: PixKeyType): string {
  const text = value ?? '';
  switch (type) {
    case 'CPF':
      return maskTaxId(text.replace(/\*/g, ''), 'cpf');
    case 'CNPJ':
      return maskTaxId(text.replace(/\*/g, ''), 'cnpj');
    case 'PHONE':
      // A pasted +55 number keeps its national part, which is what the mask has room for.
      return applyPattern(nationalPhoneDigits(text), PHONE_PATTERN);
    case 'EVP':
      // DICT writes random keys in lower case.
      return applyPattern(text.replace(/[^0-9A-Za-z]/g, '').toLowerCase(), EVP_PATTERN);
    case 'EMAIL':
      return text;
  }
}

/**
 * spec 001 §5: the unmasked PIX value keeps only word characters, @, dot and hyphen. Note that
 * this drops a "+" from an e-mail key; use `canonicalPixKey` for the value sent to DICT.
 */
export function unmaskPixKey(value: string | null | undefined): string {
  return (value ?? '').replace(/[^\w@.-]/g, '');
}

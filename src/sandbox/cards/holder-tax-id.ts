import { isValidCnpj, isValidCpf } from '../../domain/index.ts';
import { Errors } from '../errors.ts';

/** spec 001 §5: more than 11 digits is a company (CNPJ, person type J), otherwise a person (CPF, N). */
export function holderPersonType(taxId: string): 'N' | 'J' {
  const digits = taxId.replace(/\D/g, '');
  if (digits.length === 11 && isValidCpf(digits)) return 'N';
  if (digits.length === 14 && isValidCnpj(digits)) return 'J';
  throw Errors.invalidHolderTaxId();
}

import type { CustomValidator, FormValidation } from '@rjsf/utils';
import { cpfFormValidator, isValidCnpj, taxIdKindOf } from '../../domain/index.ts';
import { valueAt } from '../host/bindings.ts';
import type { ValidationSpec } from '../screens/types.ts';
import { encodeMessage } from './error-messages.ts';

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

function failed(spec: ValidationSpec, data: unknown): boolean {
  const value = valueAt(data, spec.field);
  switch (spec.rule) {
    case 'sameAs': {
      // spec 001 §5: the two must match when both are filled.
      const other = valueAt(data, spec.other ?? '');
      return filled(value) && filled(other) && value !== other;
    }
    case 'cpf':
      return filled(value) && cpfFormValidator(String(value)) !== null;
    case 'cnpj':
      return filled(value) && String(value).length >= 14 && !isValidCnpj(String(value));
    case 'taxId':
      if (!filled(value)) return false;
      return taxIdKindOf(String(value)) === 'cpf'
        ? cpfFormValidator(String(value)) !== null
        : String(value).length >= 14 && !isValidCnpj(String(value));
  }
}

function errorsAt(errors: FormValidation, path: string): FormValidation {
  let node = errors as unknown as Record<string, FormValidation>;
  for (const segment of path.split('.')) node = (node[segment] ?? node) as unknown as Record<string, FormValidation>;
  return node as unknown as FormValidation;
}

/** The form's cross-field and tax-id rules (`spec.validations`), as rjsf's customValidate. */
export function customValidator(validations: readonly ValidationSpec[]): CustomValidator {
  return (data, errors) => {
    for (const spec of validations) if (failed(spec, data)) errorsAt(errors, spec.field).addError(encodeMessage(spec.message));
    return errors;
  };
}

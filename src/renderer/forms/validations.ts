import type { CustomValidator, FormValidation } from '@rjsf/utils';
import { digitableLineFault } from '../../domain/digitable-line-fault.ts';
import { isValidPixKey } from '../../domain/pix-key.ts';
import { taxIdKindOf } from '../../domain/tax-id-format.ts';
import { cpfFormValidator, isValidCnpj } from '../../domain/tax-id.ts';
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
      // Past 11 characters it is a CNPJ, whole (14) and valid, or nothing: a schema allowing 11 to 16 (spec 001 §9) would let 12 through.
      return taxIdKindOf(String(value)) === 'cpf' ? cpfFormValidator(String(value)) !== null : !isValidCnpj(String(value));
    case 'pixKey':
      // A CPF, CNPJ, e-mail, phone (+55…) or random key, as DICT accepts them.
      return filled(value) && !isValidPixKey(String(value).trim());
    case 'digitableLine':
      return false;
  }
}

/**
 * A bank slip or utility line: the text names the failing check digit (`form.errors.digitableLine.*`,
 * the sandbox's words); the rule's own message stands for a line no check names.
 */
function digitableLineError(spec: ValidationSpec, data: unknown): string | null {
  const value = valueAt(data, spec.field);
  if (!filled(value)) return null;
  const fault = digitableLineFault(String(value));
  if (!fault) return null;
  if (fault.code === 'bankLine') return encodeMessage(spec.message);
  const values = fault.code === 'field' ? { n: fault.field } : fault.code === 'block' ? { n: fault.block } : undefined;
  return encodeMessage(`form.errors.digitableLine.${fault.code}`, values);
}

function errorOf(spec: ValidationSpec, data: unknown): string | null {
  if (spec.rule === 'digitableLine') return digitableLineError(spec, data);
  return failed(spec, data) ? encodeMessage(spec.message) : null;
}

function errorsAt(errors: FormValidation, path: string): FormValidation {
  let node = errors as unknown as Record<string, FormValidation>;
  for (const segment of path.split('.')) node = (node[segment] ?? node) as unknown as Record<string, FormValidation>;
  return node as unknown as FormValidation;
}

/** The form's cross-field and tax-id rules (`spec.validations`), as rjsf's customValidate. */
export function customValidator(validations: readonly ValidationSpec[]): CustomValidator {
  return (data, errors) => {
    for (const spec of validations) {
      const message = errorOf(spec, data);
      if (message) errorsAt(errors, spec.field).addError(message);
    }
    return errors;
  };
}

import { maskAccount } from '../../domain/account.ts';
import type { BoxField } from '../../generated/screen-format.ts';

export type BoxValues = Record<string, string>;

/** What a field keeps of what was typed: digits only, or letters and digits for an account number. */
export function keptValue(field: BoxField, typed: string): string {
  switch (field.input) {
    case 'digits':
    case 'token':
      return typed.replace(/\D/g, '');
    case 'account':
      return typed.replace(/[^0-9A-Za-z]/g, '');
    default:
      return typed;
  }
}

/** What a field shows of its value (an account with the hyphen before its check digit). */
export function shownValue(field: BoxField, value: string): string {
  return field.input === 'account' ? maskAccount(value) : value;
}

/** The fields whose values do not pass, each with its error's text key. */
export function boxErrors(fields: readonly BoxField[], values: BoxValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    const failed =
      (field.required === true && value.trim() === '') ||
      (field.minLength !== undefined && value.replace(/\W/g, '').length < field.minLength) ||
      (field.pattern !== undefined && !new RegExp(field.pattern).test(value)) ||
      (field.input === 'token' && !/^\d{6}$/.test(value));
    if (failed) errors[field.name] = field.error ?? 'form.errors.required';
  }
  return errors;
}

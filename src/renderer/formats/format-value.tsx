import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { valueAt } from '../host/bindings.ts';
import type { DisplayedField } from '../screens/types.ts';
import { formatWords } from '../vocabulary/registry/formats.ts';

/** A value of a column or a detail field in its format (src/renderer/vocabulary/formats); empty values show nothing. */
export function formatValue(field: DisplayedField, record: unknown, t: TFunction, visible: boolean): ReactNode {
  const value = valueAt(record, field.field);
  if (value === undefined || value === null || value === '') return '';
  const formats = formatWords();
  const format = formats[field.format ?? 'text'] ?? formats.text!;
  return format.render(value, { field, record, t, visible });
}

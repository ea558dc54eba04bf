import { useTranslation } from '../../../i18n/use-translation.ts';
import type { WidgetProps } from '@rjsf/utils';
import { useLookup } from '../../lookups/lookup-store.ts';
import { formContextOf, useInputErrors } from '../form-context.ts';

interface Option {
  value: string;
  label: string;
}

/**
 * A native select (keyboard and screen readers for free): the options of a GET /api/Common list
 * (`ui:options.lookup`), else the screen file's own list (`ui:options.options`), else the schema's enum
 * with their texts (`ui:options.enumPrefix` + value, or `ui:enumNames`). When the list cannot load,
 * the others stand in; a current value is never lost. `clearable: false` leaves out the empty option.
 */
export function SelectWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    name,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    options,
    schema,
    uiSchema,
    registry,
    rawErrors,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const { t } = useTranslation();
  const errors = useInputErrors(registry, id, schema, uiSchema, rawErrors);
  const lookup = useLookup(typeof options.lookup === 'string' ? options.lookup : undefined);
  const enumOptions: Option[] = (options.enumOptions ?? []).map((option) => ({
    value: String(option.value),
    label: typeof options.enumPrefix === 'string' ? t(`${options.enumPrefix}${String(option.value)}`) : t(String(option.label)),
  }));
  // An integer with a small range and no list of its own offers each number (spec 001 §9: closing and pay day 1 to 28).
  const numeric = schema.type === 'integer' || schema.type === 'number';
  const range: Option[] =
    schema.type === 'integer' && typeof schema.minimum === 'number' && typeof schema.maximum === 'number' && schema.maximum - schema.minimum < 100
      ? Array.from({ length: schema.maximum - schema.minimum + 1 }, (_, index) => {
          const number = String((schema.minimum as number) + index);
          return { value: number, label: number };
        })
      : [];
  const looked: Option[] = lookup.items.map((item) => ({ value: item.key, label: item.value }));
  const fixed: Option[] = Array.isArray(options.options)
    ? (options.options as Option[]).map((option) => ({ value: option.value, label: t(option.label) }))
    : [];
  const own = options.lookup && looked.length > 0 ? looked : fixed.length > 0 ? fixed : enumOptions.length > 0 ? enumOptions : range;
  const sample =
    own.length === 0 && lookup.status === 'failed' && typeof options.lookup === 'string'
      ? (formContextOf(registry)?.services.sampleLookup?.(options.lookup) ?? [])
      : [];
  const list = own.length > 0 ? own : sample.map((item) => ({ value: item.key, label: item.value }));
  const current = value === undefined || value === null ? '' : String(value);
  const all = current && !list.some((option) => option.value === current) ? [...list, { value: current, label: current }] : list;
  return (
    <select
      id={id}
      name={htmlName ?? name}
      className="input"
      value={current}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-busy={lookup.status === 'loading' || undefined}
      onChange={(event) =>
        onChange(event.target.value === '' ? options.emptyValue : numeric ? Number(event.target.value) : event.target.value)
      }
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...errors}
    >
      {options.clearable !== false && (
        <option value="">{t(typeof options.emptyOption === 'string' ? options.emptyOption : 'form.select')}</option>
      )}
      {all.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

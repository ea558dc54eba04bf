import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { WidgetProps } from '@rjsf/utils';
import { formContextOf, useInputErrors } from '../form-context.ts';
import type { FieldStateStore } from '../field-state.ts';
import { useDeferredChange } from './deferred-change.ts';

const shownText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * The text a field shows: what the person types, at once; the form hears of it once the typing pauses
 * (useDeferredChange). A value the form sets itself (a reset, a derived field, a lookup's fill)
 * shows, unless the person is typing in the field.
 */
function useTypedText(value: unknown, onChange: (value: unknown) => void, fields: FieldStateStore | undefined) {
  const deferred = useDeferredChange(onChange, fields);
  const shown = shownText(value);
  const [text, setText] = useState(shown);
  const [formValue, setFormValue] = useState(shown);
  if (shown !== formValue) {
    setFormValue(shown);
    if (!deferred.pending()) setText(shown);
  }
  return { text, setText, deferred };
}

/** Enter submits the form: what was typed goes first. */
const flushOnEnter = (flush: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter') flush();
};

function parse(schemaType: unknown, text: string, emptyValue: unknown): unknown {
  if (text === '') return emptyValue;
  if (schemaType === 'number' || schemaType === 'integer') {
    const number = Number(text.replace(',', '.'));
    return Number.isFinite(number) ? number : text;
  }
  return text;
}

/**
 * A plain input (text, e-mail, number): its maxLength from the schema, so the limit of spec 001 §5
 * also holds while typing. Also rjsf's BaseInputTemplate, for the widgets rjsf builds on it.
 */
export function TextWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    name,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    placeholder,
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
  const { text, setText, deferred } = useTypedText(value, onChange, formContextOf(registry)?.fieldState);
  const inputType = String(
    options.inputType ??
      (schema.type === 'number' || schema.type === 'integer' ? 'text' : schema.format === 'email' ? 'email' : 'text'),
  );
  return (
    <input
      id={id}
      name={htmlName ?? name}
      type={inputType}
      className="input"
      value={text}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder ? t(placeholder) : undefined}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      inputMode={schema.type === 'number' || schema.type === 'integer' ? 'decimal' : undefined}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        setText(event.target.value);
        deferred.change(parse(schema.type, event.target.value, options.emptyValue));
      }}
      onKeyDown={flushOnEnter(deferred.flush)}
      onBlur={(event) => {
        deferred.flush();
        onBlur(id, event.target.value);
      }}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...errors}
    />
  );
}

export function EmailWidget(props: WidgetProps) {
  return (
    <TextWidget
      {...props}
      options={{ ...props.options, inputType: 'email', autocomplete: props.options.autocomplete ?? 'email' }}
    />
  );
}

export function TextareaWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    name,
    value,
    required,
    disabled,
    readonly,
    schema,
    uiSchema,
    registry,
    rawErrors,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const errors = useInputErrors(registry, id, schema, uiSchema, rawErrors);
  const { text, setText, deferred } = useTypedText(value, onChange, formContextOf(registry)?.fieldState);
  return (
    <textarea
      id={id}
      name={htmlName ?? name}
      className="input"
      value={text}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      rows={typeof props.options.rows === 'number' ? props.options.rows : undefined}
      onChange={(event) => {
        setText(event.target.value);
        deferred.change(event.target.value === '' ? props.options.emptyValue : event.target.value);
      }}
      onBlur={(event) => {
        deferred.flush();
        onBlur(id, event.target.value);
      }}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...errors}
    />
  );
}

export function HiddenWidget({ id, htmlName, name, value }: WidgetProps) {
  return (
    <input type="hidden" id={id} name={htmlName ?? name} value={value === undefined || value === null ? '' : String(value)} />
  );
}

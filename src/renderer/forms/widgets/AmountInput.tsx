import { useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { WidgetProps } from '@rjsf/utils';
import { amountOfEntry, amountOfPaste, entryText, eraseDigit, typeDigit } from '../../../domain/money-entry.ts';
import { useInputErrors } from '../form-context.ts';

function heldAmount(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

function wholeTextSelected(input: HTMLInputElement): boolean {
  return input.value.length > 0 && input.selectionStart === 0 && input.selectionEnd === input.value.length;
}

/**
 * The amount field (the currency mask, spec 001 §9) as a Brazilian bank's financial input: digits
 * fill from the cents, Backspace takes the last digit away, "-" turns the sign, a paste is read as a
 * person writes an amount ("5.000,00", "5000.00", "R$ 5.000,00", "5000"). The caret stays at the end,
 * right-aligned; the form holds a number, or nothing when the field is empty.
 */
export function AmountInput(props: WidgetProps) {
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
  const input = useRef<HTMLInputElement>(null);
  // A minus typed into the empty field: the next digit makes a negative amount.
  const [minusFirst, setMinusFirst] = useState(false);
  const amount = heldAmount(value);
  const shown = amount === undefined ? (minusFirst ? '-' : '') : entryText(amount);

  useLayoutEffect(() => {
    const element = input.current;
    if (element && element === element.ownerDocument.activeElement) element.setSelectionRange(shown.length, shown.length);
  }, [shown]);

  const hold = (next: number | undefined) => {
    if (next !== undefined) setMinusFirst(false);
    if (next !== amount) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || disabled || readonly) return;
    const from = wholeTextSelected(event.currentTarget) ? undefined : amount;
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      hold(typeDigit(from, Number(event.key), from === undefined && minusFirst));
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      if (from === undefined) setMinusFirst(false);
      hold(eraseDigit(from));
    } else if (event.key === '-') {
      event.preventDefault();
      if (from === undefined || from === 0) {
        setMinusFirst(!minusFirst);
        hold(undefined);
      } else hold(-from);
    } else if (event.key.length === 1) {
      // Letters, spaces and separators have no place in an amount typed from the cents.
      event.preventDefault();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (disabled || readonly) return;
    const pasted = amountOfPaste(event.clipboardData.getData('text'));
    if (pasted !== null) hold(pasted);
  };

  return (
    <input
      ref={input}
      id={id}
      name={htmlName ?? name}
      className="input input-mask-currency"
      value={shown}
      onChange={(event) => hold(amountOfEntry(event.target.value))}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder ? t(placeholder) : undefined}
      inputMode="numeric"
      autoComplete="off"
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      {...errors}
    />
  );
}

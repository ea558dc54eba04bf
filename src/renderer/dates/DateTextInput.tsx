import { useEffect, useRef, type InputHTMLAttributes } from 'react';
import type { InputMask } from 'imask';
import { formatDate, parseDayMonthYear } from '../../domain/dates.ts';
import { isoDay } from './calendar.ts';

const DATE_MASK = { mask: '00/00/0000' };

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue'> & {
  /** yyyy-MM-dd, or undefined. */
  value: string | undefined;
  onChange(value: string | undefined): void;
};

/**
 * A date typed as DD/MM/YYYY (spec 001 §5: accepted with a four-digit year when it is a real date);
 * the value is yyyy-MM-dd, stored strings in that form are read back. An incomplete or impossible date
 * has no value. The field shows its date at once; the mask (imask) comes when the field is first
 * focused, so a page with date filters neither loads nor runs it on arrival (npm run size, bench:web),
 * and a date typed whole before it came counts too.
 */
export function DateTextInput({ value, onChange, ...rest }: Props) {
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const input = useRef<HTMLInputElement>(null);
  const mask = useRef<InputMask<typeof DATE_MASK> | null>(null);

  const accept = (text: string) => {
    const date = text.length === 10 ? parseDayMonthYear(text) : null;
    const next = date ? isoDay(date) : undefined;
    if (next !== latest.current.value) latest.current.onChange(next);
  };
  const acceptRef = useRef(accept);
  acceptRef.current = accept;

  // The mask comes with the field's first focus: a page's load neither fetches imask nor runs it.
  const attaching = useRef(false);
  const attach = () => {
    if (attaching.current) return;
    attaching.current = true;
    void import('imask').then(({ default: IMask }) => {
      const element = input.current;
      if (!attaching.current || !element) return;
      const attached = IMask(element, DATE_MASK);
      // What was typed while the mask was on its way, written as the mask writes it, and counted: a
      // date typed whole before it came, shown as DD/MM/YYYY by it, is the field's value.
      if (element.value) attached.value = element.value;
      attached.on('accept', () => acceptRef.current(attached.value));
      mask.current = attached;
      acceptRef.current(attached.value);
    });
  };
  useEffect(
    () => () => {
      attaching.current = false;
      mask.current?.destroy();
      mask.current = null;
    },
    [],
  );

  useEffect(() => {
    const field = mask.current ?? input.current;
    if (!field) return;
    const shown = field.value.length === 10 ? parseDayMonthYear(field.value) : null;
    if (value && (!shown || isoDay(shown) !== value)) field.value = formatDate(value);
    if (!value && shown) field.value = '';
  }, [value]);

  return (
    <input
      ref={input}
      {...rest}
      defaultValue={value ? formatDate(value) : ''}
      inputMode="numeric"
      autoComplete="off"
      onFocus={(event) => {
        attach();
        rest.onFocus?.(event);
      }}
      onInput={(event) => {
        if (!mask.current) accept(event.currentTarget.value);
      }}
    />
  );
}

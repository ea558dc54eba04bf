import { useEffect, useRef, type InputHTMLAttributes } from 'react';
import { useIMask } from 'react-imask';
import { formatDate, parseDayMonthYear } from '../../domain/index.ts';
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
 * has no value.
 */
export function DateTextInput({ value, onChange, ...rest }: Props) {
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const { ref, maskRef } = useIMask<HTMLInputElement>(DATE_MASK, {
    onAccept: (text) => {
      const date = text.length === 10 ? parseDayMonthYear(text) : null;
      const next = date ? isoDay(date) : undefined;
      if (next !== latest.current.value) latest.current.onChange(next);
    },
  });
  useEffect(() => {
    const instance = maskRef.current;
    if (!instance) return;
    const shown = instance.value.length === 10 ? parseDayMonthYear(instance.value) : null;
    if (value && (!shown || isoDay(shown) !== value)) instance.value = formatDate(value);
    if (!value && shown) instance.value = '';
  }, [maskRef, value]);
  return <input ref={ref} {...rest} defaultValue={value ? formatDate(value) : ''} inputMode="numeric" autoComplete="off" />;
}

import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { WidgetProps } from '@rjsf/utils';
import { toDate } from '../../../domain/dates.ts';
import { CalendarMonth } from '../../dates/CalendarMonth.tsx';
import { DateTextInput } from '../../dates/DateTextInput.tsx';
import { MonthNavigation } from '../../dates/MonthNavigation.tsx';
import { isoDay, today } from '../../dates/calendar.ts';
import { useOutsideClick } from '../../dates/use-outside-click.ts';
import { Icon } from '../../formats/icons.tsx';
import { useInputErrors } from '../form-context.ts';

/** spec 001 §2: a single-date picker, DD/MM/YYYY typed or chosen from a one-month calendar with select-style navigation. */
export function DateWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    name,
    value,
    required,
    disabled,
    readonly,
    autofocus,
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
  const selected = typeof value === 'string' ? toDate(value) : null;
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(() => ({
    year: (selected ?? today()).getFullYear(),
    month: (selected ?? today()).getMonth(),
  }));
  const popoverId = useId();
  const box = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(box, open, close);

  const toggle = () => {
    const shown = selected ?? today();
    setPage({ year: shown.getFullYear(), month: shown.getMonth() });
    setOpen((was) => !was);
  };

  return (
    <div
      className="date-picker"
      ref={box}
      onKeyDown={(event) => event.key === 'Escape' && open && (event.stopPropagation(), setOpen(false))}
    >
      <div className="input-with-button">
        <DateTextInput
          id={id}
          name={htmlName ?? name}
          className="input"
          value={typeof value === 'string' && value ? value : undefined}
          placeholder={t('form.datePlaceholder')}
          required={required}
          disabled={disabled}
          readOnly={readonly}
          autoFocus={autofocus}
          onChange={(next) => onChange(next)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          {...errors}
        />
        <button
          type="button"
          className="icon-button"
          aria-label={t('form.calendar.open')}
          aria-expanded={open}
          aria-controls={popoverId}
          disabled={disabled || readonly}
          onClick={toggle}
        >
          <Icon name="calendar" />
        </button>
      </div>
      {open && (
        <div className="calendar-popover" id={popoverId} role="dialog" aria-label={t('form.calendar.title')}>
          <MonthNavigation
            year={page.year}
            month={page.month}
            maxYear={today().getFullYear() + 10}
            onChange={(year, month) => setPage({ year, month })}
          />
          <CalendarMonth
            year={page.year}
            month={page.month}
            selectedStart={selected}
            onPick={(day) => {
              onChange(isoDay(day));
              setOpen(false);
              document.getElementById(id)?.focus();
            }}
          />
        </div>
      )}
    </div>
  );
}

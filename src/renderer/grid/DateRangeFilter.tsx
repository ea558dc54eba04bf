import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toDate } from '../../domain/dates.ts';
import { CalendarMonth } from '../dates/CalendarMonth.tsx';
import { DateTextInput } from '../dates/DateTextInput.tsx';
import { addMonths, isoDay } from '../dates/calendar.ts';
import { isComplete, isSelectable, pickDay, type DateRange } from '../dates/range-selection.ts';
import { useOutsideClick } from '../dates/use-outside-click.ts';
import { Icon } from '../formats/icons.tsx';

export interface DateRangeFilterProps {
  label: string;
  value: { start: Date; end: Date };
  max: Date | null;
  onChange(range: { start: Date; end: Date }): void;
}

/**
 * spec 001 §2 and §4: a start field, an end field and a two-month calendar that closes only on a
 * click outside it (or Escape). Typed dates count only when real (spec 001 §5: otherwise the previous
 * value stays); only a complete range is emitted.
 */
export function DateRangeFilter({ label, value, max, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange>(value);
  const [page, setPage] = useState(() => addMonths(value.end.getFullYear(), value.end.getMonth(), -1));
  const box = useRef<HTMLDivElement>(null);
  const popoverId = useId();
  const groupId = useId();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(box, open, close);

  const emit = (range: DateRange) => {
    setDraft(range);
    if (isComplete(range)) onChange(range);
  };
  const typed = (which: 'start' | 'end') => (iso: string | undefined) => {
    const date = iso ? toDate(iso) : null;
    if (!date || !isSelectable(date, max)) return;
    const next = { ...value, [which]: date };
    if (next.start.getTime() <= next.end.getTime()) emit(next);
  };
  const second = addMonths(page.year, page.month, 1);

  return (
    <div
      className="date-range"
      ref={box}
      role="group"
      aria-labelledby={groupId}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      <span id={groupId} className="filter-label">
        {t(label)}
      </span>
      <div className="input-with-button">
        <DateTextInput className="input" aria-label={t('grid.startDate')} value={isoDay(value.start)} onChange={typed('start')} />
        <DateTextInput className="input" aria-label={t('grid.endDate')} value={isoDay(value.end)} onChange={typed('end')} />
        <button
          type="button"
          className="icon-button"
          aria-label={t('form.calendar.open')}
          aria-expanded={open}
          aria-controls={popoverId}
          onClick={() => setOpen((was) => !was)}
        >
          <Icon name="calendar" />
        </button>
      </div>
      {open && (
        <div
          className="calendar-popover calendar-popover-wide"
          id={popoverId}
          role="dialog"
          aria-label={t('form.calendar.title')}
        >
          <div className="calendar-pages">
            <button
              type="button"
              className="icon-button"
              aria-label={t('form.calendar.previous')}
              onClick={() => setPage(addMonths(page.year, page.month, -1))}
            >
              ‹
            </button>
            <CalendarMonth
              year={page.year}
              month={page.month}
              selectedStart={draft.start}
              selectedEnd={draft.end}
              max={max}
              onPick={(day) => emit(pickDay(draft, day))}
            />
            <CalendarMonth
              year={second.year}
              month={second.month}
              selectedStart={draft.start}
              selectedEnd={draft.end}
              max={max}
              onPick={(day) => emit(pickDay(draft, day))}
            />
            <button
              type="button"
              className="icon-button"
              aria-label={t('form.calendar.next')}
              disabled={max !== null && second.year * 12 + second.month >= max.getFullYear() * 12 + max.getMonth()}
              onClick={() => setPage(addMonths(page.year, page.month, 1))}
            >
              ›
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

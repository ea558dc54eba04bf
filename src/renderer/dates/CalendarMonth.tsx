import { useTranslation } from '../../i18n/use-translation.ts';
import { isoDay, monthWeeks, sameDay, compareDays } from './calendar.ts';
import { isSelectable } from './range-selection.ts';

export interface CalendarMonthProps {
  year: number;
  month: number;
  selectedStart: Date | null;
  selectedEnd?: Date | null;
  max?: Date | null;
  onPick(day: Date): void;
}

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** One month as a table of day buttons; each button says its full date to screen readers. */
export function CalendarMonth({ year, month, selectedStart, selectedEnd = null, max = null, onPick }: CalendarMonthProps) {
  const { t, i18n } = useTranslation();
  const caption = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(new Date(year, month, 1, 12));
  const spoken = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' });
  const inRange = (day: Date) =>
    selectedStart && selectedEnd && compareDays(selectedStart, day) >= 0 && compareDays(day, selectedEnd) >= 0;
  return (
    <table className="calendar-month">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday} scope="col" abbr={t(`form.calendar.weekdays.${weekday}`)}>
              {t(`form.calendar.weekdaysShort.${weekday}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(year, month).map((week, index) => (
          <tr key={index}>
            {week.map((day, weekday) => (
              <td key={weekday}>
                {day && (
                  <button
                    type="button"
                    className={`calendar-day${sameDay(day, selectedStart) || sameDay(day, selectedEnd) ? ' calendar-day-selected' : ''}${inRange(day) ? ' calendar-day-in-range' : ''}`}
                    aria-label={spoken.format(day)}
                    aria-pressed={sameDay(day, selectedStart) || sameDay(day, selectedEnd)}
                    disabled={!isSelectable(day, max)}
                    data-day={isoDay(day)}
                    onClick={() => onPick(day)}
                  >
                    {day.getDate()}
                  </button>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

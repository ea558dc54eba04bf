import { useTranslation } from '../../i18n/use-translation.ts';

export const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** spec 001 §2: select-style navigation, a month select and a year select. */
export function MonthNavigation({
  year,
  month,
  onChange,
  maxYear,
}: {
  year: number;
  month: number;
  maxYear: number;
  onChange(year: number, month: number): void;
}) {
  const { t } = useTranslation();
  const years = Array.from({ length: 121 }, (_, index) => maxYear - index);
  return (
    <div className="calendar-navigation">
      <select
        aria-label={t('form.calendar.month')}
        value={month}
        onChange={(event) => onChange(year, Number(event.target.value))}
      >
        {MONTHS.map((name, index) => (
          <option key={name} value={index}>
            {t(`form.calendar.months.${name}`)}
          </option>
        ))}
      </select>
      <select aria-label={t('form.calendar.year')} value={year} onChange={(event) => onChange(Number(event.target.value), month)}>
        {years.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatQueryDate } from '../../domain/dates.ts';
import { lastDays, nextDays } from '../dates/range-selection.ts';
import { today } from '../dates/calendar.ts';
import { useLookup } from '../lookups/lookup-store.ts';
import type { FilterSpec } from '../screens/types.ts';
import { DateRangeFilter } from './DateRangeFilter.tsx';

interface FilterProps {
  filter: FilterSpec;
  values: Record<string, unknown>;
  onChange(values: Record<string, unknown>): void;
}

function SelectFilter({ filter, values, onChange }: FilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const lookup = useLookup(filter.lookup);
  const param = filter.param ?? '';
  const options = filter.lookup
    ? lookup.items.map((item) => ({ value: item.key, label: item.value }))
    : (filter.options ?? []).map((option) => ({ value: option.value, label: t(option.label) }));
  return (
    <label htmlFor={id} className="grid-filter">
      <span className="filter-label">{t(filter.label)}</span>
      <select
        id={id}
        className="input"
        value={String(values[param] ?? '')}
        onChange={(event) => onChange({ [param]: event.target.value || undefined })}
      >
        <option value="">{t(filter.placeholder ?? 'grid.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function RangeFilter({ filter, values, onChange }: FilterProps) {
  const start = String(values[filter.startParam ?? ''] ?? '');
  const end = String(values[filter.endParam ?? ''] ?? '');
  const fallback = filter.nextDays ? nextDays(filter.nextDays) : lastDays(filter.lastDays ?? 7);
  const read = (text: string, otherwise: Date) => {
    const [year, month, day] = text.split('-').map(Number);
    return year && month && day ? new Date(year, month - 1, day, 12) : otherwise;
  };
  return (
    <DateRangeFilter
      label={filter.label}
      value={{ start: read(start, fallback.start), end: read(end, fallback.end) }}
      max={filter.maxToday ? today() : null}
      onChange={(range) =>
        onChange({ [filter.startParam!]: formatQueryDate(range.start), [filter.endParam!]: formatQueryDate(range.end) })
      }
    />
  );
}

/** A grid's toolbar filters; each change goes back to page 1 with the new values. */
export function GridFilters({
  filters,
  values,
  onChange,
}: {
  filters: readonly FilterSpec[];
  values: Record<string, unknown>;
  onChange(values: Record<string, unknown>): void;
}) {
  return (
    <>
      {filters.map((filter, index) =>
        filter.type === 'select' ? (
          <SelectFilter key={index} filter={filter} values={values} onChange={onChange} />
        ) : (
          <RangeFilter key={index} filter={filter} values={values} onChange={onChange} />
        ),
      )}
    </>
  );
}

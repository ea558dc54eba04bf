import { formatQueryDate } from '../../domain/dates.ts';
import { lastDays, nextDays } from '../dates/range-selection.ts';
import type { FilterSpec } from '../screens/types.ts';

/** The filters' first values: a date range starts as its last N days (spec 001 §9: the statement's last 7), or its next N. */
export function initialFilterValues(filters: readonly FilterSpec[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const filter of filters) {
    if (filter.type === 'dateRange' && filter.startParam && filter.endParam) {
      const range = filter.nextDays ? nextDays(filter.nextDays) : lastDays(filter.lastDays ?? 7);
      values[filter.startParam] = formatQueryDate(range.start);
      values[filter.endParam] = formatQueryDate(range.end);
    }
  }
  return values;
}

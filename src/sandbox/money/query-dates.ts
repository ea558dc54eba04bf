import { Errors } from '../errors.ts';
import { bankDayRange, compareDays, parseQueryDay, type BankDay } from '../statement/bank-calendar.ts';

/** spec 000 §5: startDate and endDate as year-month-day without padding, São Paulo calendar days. */
export interface DateRangeQuery {
  startDate?: string;
  endDate?: string;
}

export const dateRangeProperties = {
  startDate: { type: 'string', pattern: '^\\d{4}-\\d{1,2}-\\d{1,2}$' },
  endDate: { type: 'string', pattern: '^\\d{4}-\\d{1,2}-\\d{1,2}$' },
} as const;

function day(text: string): BankDay {
  const parsed = parseQueryDay(text);
  if (!parsed) throw Errors.invalidQueryDate();
  return parsed;
}

/** The [from, to) instants the query's days cover; either end may be open. */
export function createdBetween(query: DateRangeQuery): { from: Date | null; to: Date | null } {
  const first = query.startDate ? day(query.startDate) : null;
  const last = query.endDate ? day(query.endDate) : null;
  if (first && last && compareDays(first, last) > 0) throw Errors.invertedDateRange();
  return {
    from: first ? bankDayRange(first, first).from : null,
    to: last ? bankDayRange(last, last).to : null,
  };
}

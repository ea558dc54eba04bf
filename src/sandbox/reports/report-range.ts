import type { ReportRangeQuery } from '../../generated/schemas.ts';
import { Errors } from '../errors.ts';
import { addDays, bankDayOf, daysBetween, type BankDay } from '../statement/bank-calendar.ts';
import { statementFilter } from '../statement/statement-filter.ts';

export const DEFAULT_REPORT_DAYS = 30;
const MAX_REPORT_DAYS = 366;

/** The whole São Paulo days of a report: the query's, or the last 30 days through today. */
export function reportRange(accountId: string, query: ReportRangeQuery, today: Date): { first: BankDay; last: BankDay } {
  const filter = statementFilter(accountId, query);
  const last = filter.lastDay ?? bankDayOf(today);
  const first = filter.firstDay ?? addDays(last, -(DEFAULT_REPORT_DAYS - 1));
  if (daysBetween(first, last) < 0) throw Errors.invertedDateRange();
  if (daysBetween(first, last) + 1 > MAX_REPORT_DAYS) throw Errors.reportRangeTooLong();
  return { first, last };
}

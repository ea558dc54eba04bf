import { dateAtNoon } from './calendar-day.ts';

/** A date as the API or a form gives it. */
export type DateInput = Date | string | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The Date behind an input, or null when there is none. A bare "yyyy-MM-dd" is that calendar
 * day (at local noon); JavaScript would read it as UTC midnight, the previous evening in Brazil.
 */
export function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  if (typeof input === 'string') {
    const dateOnly = DATE_ONLY.exec(input);
    if (dateOnly) return dateAtNoon(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]));
  }
  const date = new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const two = (value: number): string => String(value).padStart(2, '0');

function withDate(input: DateInput, write: (date: Date) => string): string {
  const date = toDate(input);
  return date ? write(date) : '';
}

/** spec 000 §5: query dates are year-month-day without zero padding, e.g. 2026-1-5. */
export function formatQueryDate(input: DateInput): string {
  return withDate(input, (d) => `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`);
}

/** dd/MM/yyyy in local time (spec 001 §9). Empty for no date. */
export function formatDate(input: DateInput): string {
  return withDate(input, (d) => `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`);
}

/** dd/MM/yyyy H:mm in local time (spec 001 §9). */
export function formatDateTime(input: DateInput): string {
  return withDate(input, (d) => `${formatDate(d)} ${d.getHours()}:${two(d.getMinutes())}`);
}

/** dd/MM/yyyy H:mm:ss in local time (spec 001 §9). */
export function formatDateTimeSeconds(input: DateInput): string {
  return withDate(input, (d) => `${formatDateTime(d)}:${two(d.getSeconds())}`);
}

/** dd/MM/yy HH:mm:ss in local time, the messages' format (spec 001 §9). */
export function formatMessageDate(input: DateInput): string {
  return withDate(
    input,
    (d) =>
      `${two(d.getDate())}/${two(d.getMonth() + 1)}/${two(d.getFullYear() % 100)} ` +
      `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`,
  );
}

const DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * spec 001 §5: a typed dd/MM/yyyy date, split on "/", as a Date at local noon (spec 001 §3:
 * dates from day/month/year parts are taken at noon). Null when it is not a real date
 * (31/02/2026, 00/01/2026, year 0000).
 */
export function parseDayMonthYear(text: string | null | undefined): Date | null {
  const parts = DAY_MONTH_YEAR.exec((text ?? '').trim());
  if (!parts) return null;
  const year = Number(parts[3]);
  return year < 1 ? null : dateAtNoon(year, Number(parts[2]), Number(parts[1]));
}

/**
 * The last `days` days through `today`, as a statement query takes them (startDate, endDate); nothing
 * when `days` is not a whole number of at least 1 (the query then carries no dates).
 */
export function lastDaysRange(days: unknown, today: Date = new Date()): { startDate?: string; endDate?: string } {
  const count = Number(days);
  if (days === undefined || days === null || !Number.isInteger(count) || count < 1) return {};
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (count - 1), 12);
  return { startDate: formatQueryDate(start), endDate: formatQueryDate(today) };
}

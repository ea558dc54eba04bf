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
const year = (parts: { year: number }): string => String(parts.year).padStart(4, '0');

/** A moment's calendar and clock as people in Brasília read it. */
interface BrasiliaParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * Made on first use, not as the module loads: the first formatter of a time zone loads the browser's
 * zone data, which took a throttled phone's main thread some 150 ms (bench:web, /register), and a page
 * that shows no moment, the registration's, need not pay for it.
 */
let brasilia: Intl.DateTimeFormat | undefined;
/** Brasília time: what people see everywhere, and the bank's calendar (src/sandbox/statement/bank-calendar.ts). */
export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';
const brasiliaFormat = () =>
  (brasilia ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BRASILIA_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }));

/**
 * The parts of a moment in Brasília time (America/Sao_Paulo), whatever the zone of the browser or
 * the server: people see Brasília time everywhere, on screens, receipts and exports.
 */
export function brasiliaParts(date: Date): BrasiliaParts {
  const parts = Object.fromEntries(
    brasiliaFormat()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

function withDate(input: DateInput, write: (parts: BrasiliaParts) => string): string {
  // A bare calendar day is that day everywhere: it is no moment to convert.
  const dateOnly = typeof input === 'string' ? DATE_ONLY.exec(input) : null;
  if (dateOnly && toDate(input)) {
    return write({
      year: Number(dateOnly[1]),
      month: Number(dateOnly[2]),
      day: Number(dateOnly[3]),
      hour: 12,
      minute: 0,
      second: 0,
    });
  }
  const date = toDate(input);
  return date ? write(brasiliaParts(date)) : '';
}

/** spec 000 §5: query dates are year-month-day without zero padding, e.g. 2026-1-5 (the Brasília day). */
export function formatQueryDate(input: DateInput): string {
  return withDate(input, (d) => `${d.year}-${d.month}-${d.day}`);
}

/** yyyy-MM-dd of Brasília's calendar, as file names carry the day. Empty for no date. */
export function formatIsoDay(input: DateInput): string {
  return withDate(input, (d) => `${year(d)}-${two(d.month)}-${two(d.day)}`);
}

/** dd/MM/yyyy in Brasília time (spec 001 §9). Empty for no date. */
export function formatDate(input: DateInput): string {
  return withDate(input, (d) => `${two(d.day)}/${two(d.month)}/${year(d)}`);
}

/** dd/MM/yyyy H:mm in Brasília time (spec 001 §9). */
export function formatDateTime(input: DateInput): string {
  return withDate(input, (d) => `${two(d.day)}/${two(d.month)}/${year(d)} ${d.hour}:${two(d.minute)}`);
}

/** dd/MM/yyyy H:mm:ss in Brasília time (spec 001 §9). */
export function formatDateTimeSeconds(input: DateInput): string {
  return withDate(input, (d) => `${two(d.day)}/${two(d.month)}/${year(d)} ${d.hour}:${two(d.minute)}:${two(d.second)}`);
}

/** dd/MM/yy HH:mm:ss in Brasília time, the messages' format (spec 001 §9). */
export function formatMessageDate(input: DateInput): string {
  return withDate(
    input,
    (d) => `${two(d.day)}/${two(d.month)}/${two(d.year % 100)} ${two(d.hour)}:${two(d.minute)}:${two(d.second)}`,
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
  // Brasília's today, whatever the browser's zone; the days before it counted on the calendar.
  const { year, month, day } = brasiliaParts(today);
  const start = new Date(Date.UTC(year, month - 1, day - (count - 1)));
  return {
    startDate: `${start.getUTCFullYear()}-${start.getUTCMonth() + 1}-${start.getUTCDate()}`,
    endDate: `${year}-${month}-${day}`,
  };
}

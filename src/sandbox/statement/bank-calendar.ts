import { brasiliaParts } from '../../domain/index.ts';

/**
 * The bank's calendar: days and hours as they are in São Paulo (America/Sao_Paulo), whatever the
 * server's own time zone (the domain's BRASILIA_TIME_ZONE). Statement ranges, limit windows and daily
 * reports all count days here.
 */

export interface BankDay {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;

/** The São Paulo wall-clock reading of an instant: the site's own rule (src/domain/dates.ts). */
export function bankClockOf(at: Date): BankDay & { hour: number; minute: number; second: number } {
  return brasiliaParts(at);
}

export function bankDayOf(at: Date): BankDay {
  const { year, month, day } = bankClockOf(at);
  return { year, month, day };
}

/** Milliseconds São Paulo is ahead of UTC at an instant (negative: -3 h since 2019). */
function offsetAt(at: Date): number {
  const clock = bankClockOf(at);
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant when the São Paulo wall clock reads `hour`:00 on `day`. */
export function bankTime(day: BankDay, hour = 0): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day, hour);
  const first = wall - offsetAt(new Date(wall));
  // A second look settles days when the offset changed between the guess and the answer.
  return new Date(wall - offsetAt(new Date(first)));
}

export function addDays(day: BankDay, days: number): BankDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day) + days * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Days from `from` to `to` (0 when equal). */
export function daysBetween(from: BankDay, to: BankDay): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS);
}

export function compareDays(a: BankDay, b: BankDay): number {
  return daysBetween(b, a);
}

/** yyyy-MM-dd, the key of a day in reports and file names. */
export function isoDay(day: BankDay): string {
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

const QUERY_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * spec 000 §5: query dates are year-month-day without zero padding (2026-1-5); padded dates are
 * read too. Null when the text is not a real calendar day (2026-2-30).
 */
export function parseQueryDay(text: string): BankDay | null {
  const match = QUERY_DATE.exec(text.trim());
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = addDays(day, 0);
  return day.year >= 1900 && check.year === day.year && check.month === day.month && check.day === day.day && day.month <= 12
    ? day
    : null;
}

/** The [start, end) instants of whole São Paulo days from `first` to `last`, both included. */
export function bankDayRange(first: BankDay, last: BankDay): { from: Date; to: Date } {
  return { from: bankTime(first), to: bankTime(addDays(last, 1)) };
}

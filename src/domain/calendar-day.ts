const DAY_MS = 86_400_000;

/**
 * The number of calendar days from 1970-01-01 to the local calendar date of `date`. Counting
 * whole days this way is immune to daylight-saving hours.
 */
export function dayNumber(date: Date): number {
  return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);
}

/**
 * The calendar date `year`-`month`-`day` at noon local time, or null when there is no such
 * date. Noon keeps the day the same in every Brazilian time zone and on days when the clock
 * jumped at midnight (Brazil's daylight saving until 2019).
 */
export function dateAtNoon(year: number, month: number, day: number): Date | null {
  const date = new Date(2000, 0, 1, 12);
  date.setFullYear(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

/** The local-noon Date of a day number (see `dayNumber`). */
export function dayAtNoon(days: number): Date {
  const utc = new Date(days * DAY_MS);
  const date = new Date(2000, 0, 1, 12);
  date.setFullYear(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
  return date;
}

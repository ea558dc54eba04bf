import { addDays, compareDays, today } from './calendar.ts';

export interface DateRange {
  start: Date | null;
  end: Date | null;
}

/**
 * spec 001 §4 range picker: the first click sets the start; a later click after the start sets the
 * end; any other click starts the selection again at the clicked day.
 */
export function pickDay(range: DateRange, clicked: Date): DateRange {
  if (range.start && !range.end && compareDays(range.start, clicked) > 0) return { start: range.start, end: clicked };
  return { start: clicked, end: null };
}

/** spec 001 §4: only a complete range is emitted. */
export function isComplete(range: DateRange): range is { start: Date; end: Date } {
  return range.start !== null && range.end !== null;
}

/** spec 001 §9: the last N days through today (the statement's default is 7). */
export function lastDays(days: number, now: Date = new Date()): { start: Date; end: Date } {
  const end = today(now);
  return { start: addDays(end, -(days - 1)), end };
}

/** Today and the next N - 1 days (what is still to come: receivables to be settled). */
export function nextDays(days: number, now: Date = new Date()): { start: Date; end: Date } {
  const start = today(now);
  return { start, end: addDays(start, days - 1) };
}

/** Whether a day can be chosen under a maximum (spec 001 §9: the statement allows nothing after today). */
export function isSelectable(day: Date, max: Date | null): boolean {
  return max === null || compareDays(day, max) >= 0;
}

import { describe, expect, test } from 'vitest';
import { dayAt, isoDay, monthWeeks } from '../../../src/renderer/dates/calendar.ts';
import { isComplete, isSelectable, lastDays, nextDays, pickDay } from '../../../src/renderer/dates/range-selection.ts';

const day = (text: string) => {
  const [year, month, date] = text.split('-').map(Number);
  return dayAt(year!, month! - 1, date!);
};

describe('range picker (spec 001 §4)', () => {
  test('the first click sets the start; a later click after it sets the end', () => {
    const started = pickDay({ start: null, end: null }, day('2026-03-10'));
    expect(started).toEqual({ start: day('2026-03-10'), end: null });
    expect(isComplete(started)).toBe(false);
    const done = pickDay(started, day('2026-03-15'));
    expect(done).toEqual({ start: day('2026-03-10'), end: day('2026-03-15') });
    expect(isComplete(done)).toBe(true);
  });

  test('a click before the start, on it, or after a complete range starts again there', () => {
    expect(pickDay({ start: day('2026-03-10'), end: null }, day('2026-03-01'))).toEqual({ start: day('2026-03-01'), end: null });
    expect(pickDay({ start: day('2026-03-10'), end: null }, day('2026-03-10'))).toEqual({ start: day('2026-03-10'), end: null });
    expect(pickDay({ start: day('2026-03-10'), end: day('2026-03-15') }, day('2026-03-20'))).toEqual({
      start: day('2026-03-20'),
      end: null,
    });
  });

  test('the default is the last 7 days through today, and nothing after today can be chosen', () => {
    const now = new Date(2026, 2, 10, 9, 30);
    const range = lastDays(7, now);
    expect(isoDay(range.start)).toBe('2026-03-04');
    expect(isoDay(range.end)).toBe('2026-03-10');
    expect(isSelectable(day('2026-03-10'), range.end)).toBe(true);
    expect(isSelectable(day('2026-03-11'), range.end)).toBe(false);
  });

  test('what is still to come starts today: the next 30 days run through the 29th day after it', () => {
    const range = nextDays(30, new Date(2026, 1, 20, 23, 50));
    expect([isoDay(range.start), isoDay(range.end)]).toEqual(['2026-02-20', '2026-03-21']);
  });

  test('a month page holds its days in weeks starting on Sunday', () => {
    const weeks = monthWeeks(2026, 1);
    expect(weeks[0]!.slice(0, 1)).toEqual([day('2026-02-01')]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(28);
  });
});

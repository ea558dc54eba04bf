import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatMessageDate,
  formatQueryDate,
  lastDaysRange,
  parseDayMonthYear,
  toDate,
} from '../../../src/domain/index.ts';

// Moments in Brasília time: people see Brasília time whatever the zone the tests run in.
const MORNING = new Date('2026-01-05T09:07:03-03:00');
const EVENING = new Date('2026-11-25T21:45:59-03:00');

describe('dates sent in queries', () => {
  it('are written year-month-day without zero padding', () => {
    expect(formatQueryDate(MORNING)).toBe('2026-1-5');
    expect(formatQueryDate(EVENING)).toBe('2026-11-25');
  });

  it('read a stored year-month-day string as that calendar day', () => {
    expect(formatQueryDate('2026-01-05')).toBe('2026-1-5');
  });

  it('the last N days run through today, across a month, and nothing is asked without a whole N', () => {
    expect(lastDaysRange(30, MORNING)).toEqual({ startDate: '2025-12-7', endDate: '2026-1-5' });
    expect(lastDaysRange(1, EVENING)).toEqual({ startDate: '2026-11-25', endDate: '2026-11-25' });
    for (const days of [undefined, null, 0, -3, 2.5, 'many']) expect(lastDaysRange(days, MORNING)).toEqual({});
  });
});

describe('dates on screen', () => {
  it('show the day as dd/MM/yyyy', () => {
    expect(formatDate(MORNING)).toBe('05/01/2026');
    expect(formatDate(EVENING)).toBe('25/11/2026');
  });

  it('show day and time as dd/MM/yyyy H:mm, the hour without a leading zero', () => {
    expect(formatDateTime(MORNING)).toBe('05/01/2026 9:07');
    expect(formatDateTime(EVENING)).toBe('25/11/2026 21:45');
  });

  it('show day and time with seconds as dd/MM/yyyy H:mm:ss', () => {
    expect(formatDateTimeSeconds(MORNING)).toBe('05/01/2026 9:07:03');
  });

  it('show a message’s date as dd/MM/yy HH:mm:ss', () => {
    expect(formatMessageDate(MORNING)).toBe('05/01/26 09:07:03');
    expect(formatMessageDate(EVENING)).toBe('25/11/26 21:45:59');
  });

  it('accept ISO text from the API, shown in Brasília time', () => {
    expect(formatDateTimeSeconds('2026-01-05T12:07:03Z')).toBe('05/01/2026 9:07:03');
    expect(formatDate(new Date(Date.UTC(2026, 0, 5, 12)).toISOString())).toBe(formatDate(new Date(Date.UTC(2026, 0, 5, 12))));
  });

  it('show a moment on the day and at the hour of Brasília, whatever the zone of the machine', () => {
    // 02:30 in UTC is still the evening before in Brasília; 23:30 in Tokyo is the morning of the same day.
    expect(formatDateTime('2026-11-25T02:30:00Z')).toBe('24/11/2026 23:30');
    expect(formatMessageDate('2026-11-25T23:30:00+09:00')).toBe('25/11/26 11:30:00');
    expect(formatQueryDate('2026-11-25T02:30:00Z')).toBe('2026-11-24');
    expect(lastDaysRange(2, new Date('2026-12-01T01:00:00Z'))).toEqual({ startDate: '2026-11-29', endDate: '2026-11-30' });
  });

  it('show a stored year-month-day as that day in every time zone, not the evening before', () => {
    expect(formatDate('2026-01-05')).toBe('05/01/2026');
  });

  it('show nothing for no date or text that is not a date', () => {
    for (const input of [null, undefined, '', 'amanhã', new Date(Number.NaN), '2026-02-30']) {
      expect(formatDate(input)).toBe('');
      expect(formatMessageDate(input)).toBe('');
    }
    expect(toDate('amanhã')).toBeNull();
  });
});

describe('typed dd/MM/yyyy dates', () => {
  it('become a date at noon local time', () => {
    expect(parseDayMonthYear('05/01/2026')).toEqual(new Date(2026, 0, 5, 12));
    expect(parseDayMonthYear(' 5/1/2026 ')).toEqual(new Date(2026, 0, 5, 12));
  });

  it('accept 29 February only in a leap year', () => {
    expect(parseDayMonthYear('29/02/2024')).toEqual(new Date(2024, 1, 29, 12));
    expect(parseDayMonthYear('29/02/2026')).toBeNull();
  });

  it('are refused when the date does not exist', () => {
    for (const text of ['31/02/2026', '00/01/2026', '32/01/2026', '15/13/2026', '15/00/2026', '01/01/0000']) {
      expect(parseDayMonthYear(text)).toBeNull();
    }
  });

  it('are refused when not written as day/month/four-digit year', () => {
    for (const text of ['2026-01-05', '05/01/26', '05-01-2026', '05/01/2026 10:00', '', null, undefined]) {
      expect(parseDayMonthYear(text)).toBeNull();
    }
  });

  it('read back every day they show', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }), (date) => {
        const parsed = parseDayMonthYear(formatDate(date));
        expect(parsed && formatDate(parsed)).toBe(formatDate(date));
      }),
    );
  });
});

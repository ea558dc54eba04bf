import { addDays, bankClockOf, bankTime } from '../statement/bank-calendar.ts';
import { NIGHT_ENDS_AT_HOUR, NIGHT_STARTS_AT_HOUR } from './limit-rules.ts';

export interface Window {
  from: Date;
  to: Date;
}

/**
 * The windows of the last minute asked for, kept: every window starts and ends on a whole São
 * Paulo hour, so the minute holding `at` decides them, and reading the time zone is the dearest
 * part of an approval's preparation.
 */
const lastDay = { minute: NaN, window: null as Window | null };
const lastNight = { minute: NaN, window: null as Window | null };
const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);

/** The São Paulo calendar day holding `at`. */
export function dayWindow(at: Date): Window {
  const minute = minuteOf(at);
  if (lastDay.minute !== minute) Object.assign(lastDay, { minute, window: computeDayWindow(at) });
  return lastDay.window!;
}

/** The night (20:00 to 06:00 in São Paulo) holding `at`, or null in the daytime. */
export function nightWindow(at: Date): Window | null {
  const minute = minuteOf(at);
  if (lastNight.minute !== minute) Object.assign(lastNight, { minute, window: computeNightWindow(at) });
  return lastNight.window;
}

function computeDayWindow(at: Date): Window {
  const clock = bankClockOf(at);
  return { from: bankTime(clock), to: bankTime(addDays(clock, 1)) };
}

function computeNightWindow(at: Date): Window | null {
  const clock = bankClockOf(at);
  if (clock.hour >= NIGHT_STARTS_AT_HOUR) {
    return { from: bankTime(clock, NIGHT_STARTS_AT_HOUR), to: bankTime(addDays(clock, 1), NIGHT_ENDS_AT_HOUR) };
  }
  if (clock.hour < NIGHT_ENDS_AT_HOUR) {
    return { from: bankTime(addDays(clock, -1), NIGHT_STARTS_AT_HOUR), to: bankTime(clock, NIGHT_ENDS_AT_HOUR) };
  }
  return null;
}

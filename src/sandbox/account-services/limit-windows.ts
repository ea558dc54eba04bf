import { addDays, bankClockOf, bankTime } from '../statement/bank-calendar.ts';
import { NIGHT_ENDS_AT_HOUR, NIGHT_STARTS_AT_HOUR } from './limit-rules.ts';

export interface Window {
  from: Date;
  to: Date;
}

/** The São Paulo calendar day holding `at`. */
export function dayWindow(at: Date): Window {
  const clock = bankClockOf(at);
  return { from: bankTime(clock), to: bankTime(addDays(clock, 1)) };
}

/** The night (20:00 to 06:00 in São Paulo) holding `at`, or null in the daytime. */
export function nightWindow(at: Date): Window | null {
  const clock = bankClockOf(at);
  if (clock.hour >= NIGHT_STARTS_AT_HOUR) {
    return { from: bankTime(clock, NIGHT_STARTS_AT_HOUR), to: bankTime(addDays(clock, 1), NIGHT_ENDS_AT_HOUR) };
  }
  if (clock.hour < NIGHT_ENDS_AT_HOUR) {
    return { from: bankTime(addDays(clock, -1), NIGHT_STARTS_AT_HOUR), to: bankTime(clock, NIGHT_ENDS_AT_HOUR) };
  }
  return null;
}

import { dayAtNoon, dayNumber } from './calendar-day.ts';

// FEBRABAN: the due-date factor counts days from 07/10/1997; factor 1000 is 03/07/2000 and
// 9999 is 21/02/2025, after which the count restarts at 1000 on 22/02/2025. Each cycle of
// factors 1000-9999 therefore lasts 9000 days.
const BASE_DAY = dayNumber(new Date(1997, 9, 7, 12));
const CYCLE_DAYS = 9000;
const FIRST_FACTOR_OF_A_CYCLE = 1000;
const LAST_FACTOR = 9999;

/**
 * The due date a factor stands for: the date, among those the factor names in each cycle, that
 * is closest to `reference` (a tie goes to the later one). Factor 0 means the slip has no due
 * date. Factors 1-999 only existed before 03/07/2000.
 *
 * brazilian-utils' getBoletoInfo resolves the cycle through fixed windows around the reference date
 * (3000 days back, 5500 ahead), not by closeness, so the choice is made here.
 */
export function dueDateFromFactor(factor: number, reference: Date): Date | undefined {
  if (factor === 0) return undefined;
  const daysAfterBase = dayNumber(reference) - BASE_DAY;
  const cycle = factor < FIRST_FACTOR_OF_A_CYCLE ? 0 : Math.max(0, Math.floor((daysAfterBase - factor) / CYCLE_DAYS + 0.5));
  return dayAtNoon(BASE_DAY + factor + cycle * CYCLE_DAYS);
}

/**
 * The factor printed for a due date (after the 2025 reset, 22/02/2025 is 1000 again). Throws a
 * RangeError for dates on or before the 07/10/1997 base.
 */
export function factorFromDueDate(dueDate: Date): number {
  const days = dayNumber(dueDate) - BASE_DAY;
  if (!Number.isFinite(days) || days < 1) {
    throw new RangeError('a bank-slip due date must fall after 07/10/1997');
  }
  return days <= LAST_FACTOR ? days : ((days - FIRST_FACTOR_OF_A_CYCLE) % CYCLE_DAYS) + FIRST_FACTOR_OF_A_CYCLE;
}

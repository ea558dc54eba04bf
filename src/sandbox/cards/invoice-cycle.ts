import { addDays, type BankDay } from '../statement/bank-calendar.ts';

/** The same day of the month `months` later or earlier (days 1 to 28 exist in every month). */
export function shiftMonths(day: BankDay, months: number): BankDay {
  const index = day.year * 12 + (day.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day: day.day };
}

/** The latest day on `closingDay` that is on or before `today`. */
export function lastClosing(today: BankDay, closingDay: number): BankDay {
  const thisMonth = { year: today.year, month: today.month, day: closingDay };
  return closingDay <= today.day ? thisMonth : shiftMonths(thisMonth, -1);
}

/** An invoice closing on `closing` is due on the next `payDay`: the same month when it comes later, else the next. */
export function dueDateOf(closing: BankDay, payDay: number): BankDay {
  const sameMonth = { year: closing.year, month: closing.month, day: payDay };
  return payDay > closing.day ? sameMonth : shiftMonths(sameMonth, 1);
}

/** Invoice days that put the last closing a few days back and its due date ahead, whatever day the demo starts. */
export function demoInvoiceDays(today: BankDay): { closingDay: number; payDay: number } {
  const closingDay = Math.min(addDays(today, -3).day, 28);
  const payDay = ((closingDay + 9) % 28) + 1;
  return { closingDay, payDay };
}

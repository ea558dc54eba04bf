/** Calendar arithmetic for the date pickers; days are local dates at noon (spec 001 §3). */

export function dayAt(year: number, month: number, day: number): Date {
  return new Date(year, month, day, 12);
}

export function today(now: Date = new Date()): Date {
  return dayAt(now.getFullYear(), now.getMonth(), now.getDate());
}

export function sameDay(a: Date | null | undefined, b: Date | null | undefined): boolean {
  return !!a && !!b && a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** Whole days from a to b (negative when b is earlier). */
export function compareDays(a: Date, b: Date): number {
  return Math.round(
    (dayAt(b.getFullYear(), b.getMonth(), b.getDate()).getTime() - dayAt(a.getFullYear(), a.getMonth(), a.getDate()).getTime()) /
      86_400_000,
  );
}

export function addDays(date: Date, days: number): Date {
  return dayAt(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function addMonths(year: number, month: number, months: number): { year: number; month: number } {
  const first = new Date(year, month + months, 1, 12);
  return { year: first.getFullYear(), month: first.getMonth() };
}

/** yyyy-MM-dd, the form's stored date (JSON Schema format date). */
export function isoDay(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** The six weeks (Sunday first) of a month's page; days of other months are null. */
export function monthWeeks(year: number, month: number): (Date | null)[][] {
  const first = dayAt(year, month, 1);
  const weeks: (Date | null)[][] = [];
  for (let week = 0; week < 6; week += 1) {
    const days: (Date | null)[] = [];
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const day = addDays(first, week * 7 + weekday - first.getDay());
      days.push(day.getMonth() === month ? day : null);
    }
    weeks.push(days);
  }
  return weeks.filter((days) => days.some(Boolean));
}

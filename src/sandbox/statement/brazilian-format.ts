import { centsToDecimalText, toCents } from '../../domain/index.ts';
import { bankClockOf, type BankDay } from './bank-calendar.ts';

const two = (value: number) => String(value).padStart(2, '0');

/** dd/MM/yyyy of a day. */
export function formatBankDay(day: BankDay): string {
  return `${two(day.day)}/${two(day.month)}/${day.year}`;
}

/** dd/MM/yyyy HH:mm:ss of an instant, on the São Paulo clock. */
export function formatBankDateTime(at: Date | string): string {
  const clock = bankClockOf(new Date(at));
  return `${formatBankDay(clock)} ${two(clock.hour)}:${two(clock.minute)}:${two(clock.second)}`;
}

/** An amount in reais written the Brazilian way without the prefix: -1.234,56. */
export function formatDecimalComma(amount: number): string {
  const cents = toCents(amount);
  const [whole = '0', decimals = '00'] = centsToDecimalText(Math.abs(cents)).split('.');
  return `${cents < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${decimals}`;
}

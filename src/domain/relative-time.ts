import { toDate, type DateInput } from './dates.ts';

/** spec 001 §9: the units and their sizes in seconds, largest first, with Portuguese plurals. */
const UNITS = [
  { seconds: 31_536_000, one: 'ano', many: 'anos' },
  { seconds: 2_592_000, one: 'mês', many: 'meses' },
  { seconds: 604_800, one: 'semana', many: 'semanas' },
  { seconds: 86_400, one: 'dia', many: 'dias' },
  { seconds: 3_600, one: 'hora', many: 'horas' },
  { seconds: 60, one: 'minuto', many: 'minutos' },
  { seconds: 1, one: 'segundo', many: 'segundos' },
] as const;

// spec 001 §9: under 29 seconds shows 'Agora'.
const NOW_THRESHOLD_SECONDS = 29;

/**
 * How long ago, as the message list says it: 'Agora' under 29 seconds (a date slightly in the
 * future, from clock skew, too), else '{n} {unit} atrás' in the largest unit that fits, e.g.
 * '1 minuto atrás', '3 meses atrás'. Empty for no date.
 */
export function relativeTime(input: DateInput, now: Date = new Date()): string {
  const date = toDate(input);
  if (!date) return '';
  const elapsed = Math.floor((now.getTime() - date.getTime()) / 1000);
  if (elapsed < NOW_THRESHOLD_SECONDS) return 'Agora';
  // Every elapsed time from 29 s up fits at least the one-second unit.
  const unit = UNITS.find((candidate) => elapsed >= candidate.seconds) ?? UNITS[6];
  const count = Math.floor(elapsed / unit.seconds);
  return `${count} ${count === 1 ? unit.one : unit.many} atrás`;
}

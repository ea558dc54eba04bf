import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../src/domain/index.ts';

const NOW = new Date(2026, 0, 5, 12, 0, 0);
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('how long ago a message arrived', () => {
  it('says Agora under 29 seconds', () => {
    expect(relativeTime(ago(0), NOW)).toBe('Agora');
    expect(relativeTime(ago(28.9), NOW)).toBe('Agora');
  });

  it('says Agora for a date a little in the future, as from a clock ahead of ours', () => {
    expect(relativeTime(ago(-120), NOW)).toBe('Agora');
  });

  it('counts seconds from 29 seconds on', () => {
    expect(relativeTime(ago(29), NOW)).toBe('29 segundos atrás');
    expect(relativeTime(ago(59), NOW)).toBe('59 segundos atrás');
  });

  it.each([
    [60, '1 minuto atrás'],
    [119, '1 minuto atrás'],
    [120, '2 minutos atrás'],
    [3_600, '1 hora atrás'],
    [7_200, '2 horas atrás'],
    [86_400, '1 dia atrás'],
    [6 * 86_400, '6 dias atrás'],
    [604_800, '1 semana atrás'],
    [3 * 604_800, '3 semanas atrás'],
    [2_592_000, '1 mês atrás'],
    [11 * 2_592_000, '11 meses atrás'],
    [31_536_000, '1 ano atrás'],
    [2 * 31_536_000, '2 anos atrás'],
  ])('after %i seconds says %s', (seconds, text) => {
    expect(relativeTime(ago(seconds), NOW)).toBe(text);
  });

  it('uses the largest unit that fits: 29 days is 4 semanas, 364 days is 12 meses', () => {
    expect(relativeTime(ago(29 * 86_400), NOW)).toBe('4 semanas atrás');
    expect(relativeTime(ago(364 * 86_400), NOW)).toBe('12 meses atrás');
  });

  it('accepts ISO text and shows nothing for no date', () => {
    expect(relativeTime(ago(3_600).toISOString(), NOW)).toBe('1 hora atrás');
    expect(relativeTime(null, NOW)).toBe('');
  });

  it('measures against the current time by default', () => {
    expect(relativeTime(new Date())).toBe('Agora');
  });
});

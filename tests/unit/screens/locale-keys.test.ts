import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { hasKey, LANGUAGES, loadProject } from '../../../scripts/lib/screen-check-project.ts';
import { screenKeys } from '../../../scripts/lib/screen-check.ts';
import { WEEKDAYS } from '../../../src/renderer/dates/CalendarMonth.tsx';
import { MONTHS } from '../../../src/renderer/dates/MonthNavigation.tsx';
import { DEFAULT_MESSAGES } from '../../../src/renderer/forms/error-messages.ts';
import { ZIP_LOOKUP_MESSAGES } from '../../../src/renderer/forms/fields/zip-lookup-status.tsx';

const project = loadProject(process.cwd());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'sandbox' || name === 'generated' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Every key a t('...') call of the site's code names (template literals are the tables below). */
function codeKeys(): string[] {
  const keys = new Set<string>();
  for (const file of sourceFiles('src')) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*(['"])([A-Za-z][\w.-]*)\1/g)) keys.add(match[2]!);
  }
  return [...keys].sort();
}

/** Keys the renderer builds from tables and names rather than literal calls. */
const TABLE_KEYS = [
  ...Object.values(DEFAULT_MESSAGES),
  ...Object.values(ZIP_LOOKUP_MESSAGES),
  ...MONTHS.map((month) => `form.calendar.months.${month}`),
  ...WEEKDAYS.flatMap((day) => [`form.calendar.weekdays.${day}`, `form.calendar.weekdaysShort.${day}`]),
  ...['CREDIT', 'DEBIT'].map((launch) => `enums.launch.${launch}`),
  ...[
    'PROCESSING',
    'REGISTERING',
    'ACTIVATED',
    'ACTIVE',
    'PAID',
    'RECEIVED',
    'CONFIRMED',
    'COMPLETED',
    'CREATED',
    'LOCKED',
    'ENQUEUED',
    'SCHEDULED',
    'CANCELED',
    'REJECTED',
    'ERROR',
    'OVERDUE',
  ].map((status) => `enums.status.${status}`),
  'form.errors.invalid',
  'titles.success',
  'titles.info',
  'titles.warning',
  'titles.error',
];

describe('locales pt-BR and en', () => {
  test.each(LANGUAGES)('every key a screen file uses exists in %s', (language) => {
    const keys = screenKeys(project);
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((key) => !hasKey(project.locales[language], key))).toEqual([]);
  });

  test.each(LANGUAGES)("every key the site's code asks for exists in %s", (language) => {
    const keys = [...codeKeys(), ...TABLE_KEYS];
    expect(keys).toContain('grid.count');
    expect(keys.filter((key) => !hasKey(project.locales[language], key))).toEqual([]);
  });

  test('pt-BR and en have the same keys', () => {
    const [portuguese, english] = [project.locales['pt-BR'], project.locales.en];
    expect([...portuguese].filter((key) => !english.has(key))).toEqual([]);
    expect([...english].filter((key) => !portuguese.has(key))).toEqual([]);
  });

  test("the specification's Portuguese sentences are kept word for word", () => {
    const texts = JSON.parse(readFileSync('public/locales/pt-BR/translation.json', 'utf8')) as {
      messages: Record<string, string>;
      cards: Record<string, string>;
    };
    expect(texts.messages.password_mismatch).toBe('Necessário que os valores sejam iguais.');
    expect(texts.cards.accept).toBe('Aceitar');
  });
});

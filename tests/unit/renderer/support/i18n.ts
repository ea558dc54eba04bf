import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The site's Portuguese texts, as the page loads them. */
export const PT_BR = JSON.parse(readFileSync('public/locales/pt-BR/translation.json', 'utf8')) as Record<string, unknown>;

export async function setupI18n(): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'pt-BR',
      fallbackLng: 'pt-BR',
      resources: { 'pt-BR': { translation: PT_BR } },
      interpolation: { escapeValue: false },
    });
  }
  return i18next;
}

/** The pt-BR text of a key, with its values. */
export function text(key: string, values?: Record<string, unknown>): string {
  return i18next.t(key, values);
}

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['pt-BR', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** spec 001 §7: translation files load over HTTP, so analysts change texts without a build. */
async function loadLocale(language: Language): Promise<Record<string, unknown>> {
  const response = await fetch(`/locales/${language}/translation.json`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`locale ${language}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

export async function initI18n(language: Language = 'pt-BR'): Promise<typeof i18next> {
  const resources = { [language]: { translation: await loadLocale(language) } };
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'pt-BR',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

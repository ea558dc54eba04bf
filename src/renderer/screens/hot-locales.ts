import i18next from 'i18next';

/**
 * Under `npm run dev` an edit of public/locales/{language}/translation.json reaches the page through
 * the screen plugin's `balcao:locale` event: the texts change in place, without a reload.
 */
if (import.meta.hot) {
  import.meta.hot.on('balcao:locale', ({ language, resources }: { language: string; resources: Record<string, unknown> }) => {
    i18next.addResourceBundle(language, 'translation', resources, true, true);
    if (i18next.language === language) void i18next.changeLanguage(language);
  });
}

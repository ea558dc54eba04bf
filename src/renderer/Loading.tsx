import { useTranslation } from '../i18n/use-translation.ts';

/** What a page shows while its screen, or the code or data it needs first, is on its way. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      {t('app.loading')}
    </p>
  );
}

import { useTranslation } from '../../i18n/use-translation.ts';
import { useBankConfiguration } from '../../api/queries.ts';
import { APP_VERSION } from '../version.ts';

/** spec 001 §2: copyright 2025, the merchant (linked to its site), rights, credit and version. */
export function Footer() {
  const { t } = useTranslation();
  const configuration = useBankConfiguration().data;
  const merchant = configuration?.merchantName ?? '';
  return (
    <footer className="footer">
      <span>
        © 2025 {configuration?.merchantSite ? <a href={configuration.merchantSite}>{merchant}</a> : merchant}.{' '}
        {t('footer.rights')}
      </span>
      <span>{t('footer.developedBy')}</span>
      <span>{t('app.version', { version: APP_VERSION })}</span>
    </footer>
  );
}

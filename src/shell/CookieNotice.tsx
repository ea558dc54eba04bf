import { useContext, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { readStored, writeStored } from '../api/secure-storage.ts';
import { FirstPaint } from './first-paint.ts';

const NAME = 'cookieNoticeDismissed';

/** spec 000 §9, spec 001 §2: the cookie notice bottom-left, dismissed with 'Entendi!' and remembered. */
export function CookieNotice() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => readStored<boolean>(NAME) === true);
  const firstPaint = useContext(FirstPaint);
  // While the notice shows, the page scrolls in its own box above it (app.css), so it never hides a field or a button.
  if (dismissed) return null;
  return (
    <section className="cookie-notice" aria-label={t('cookies.title')}>
      <p>
        {t('cookies.message')} <a href="/legal/privacidade.html">{t('cookies.privacy')}</a> ·{' '}
        <a href="/legal/cookies.html">{t('cookies.policy')}</a>
      </p>
      <button
        type="button"
        className="button button-primary"
        disabled={firstPaint}
        onClick={() => {
          void writeStored('local', NAME, true);
          setDismissed(true);
        }}
      >
        {t('cookies.dismiss')}
      </button>
    </section>
  );
}

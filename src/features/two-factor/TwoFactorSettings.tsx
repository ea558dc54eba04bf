import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { A2FEnrolment } from '../../generated/schemas.ts';
import { getCurrentUser } from '../../api/authentication.ts';
import { reportError } from '../../api/errors.ts';
import { publishNotice } from '../../api/notices.ts';
import { confirmTwoFactor, startTwoFactorEnrolment, turnOffTwoFactor, twoFactorImageUrl } from '../../api/two-factor.ts';
import '../../renderer/renderer.css';
import './two-factor-settings.css';

interface Enrolment {
  details: A2FEnrolment;
  imageUrl: string;
}

/**
 * /account/profile/two-factor: the profile's two-factor switch (spec 001 §2 profile block). Turning
 * it on shows the enrolment QR code (spec 000 §7 two-factor image) and asks for the app's first
 * code, which turns it on; turning it off takes effect at once.
 */
export function TwoFactorSettings() {
  const { t } = useTranslation();
  const id = useId();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void getCurrentUser().then((user) => setEnabled(user.a2fEnabled), reportError);
  }, []);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };
  const toggle = (on: boolean) =>
    run(async () => {
      if (on) {
        const details = await startTwoFactorEnrolment();
        setEnrolment({ details, imageUrl: await twoFactorImageUrl(200) });
        setCode('');
      } else if (enrolment) {
        setEnrolment(null);
      } else {
        await turnOffTwoFactor();
        setEnabled(false);
        publishNotice({ kind: 'toast', level: 'success', title: t('titles.success'), message: t('twoFactorSettings.disabled') });
      }
    });
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return;
    void run(async () => {
      await confirmTwoFactor(code);
      setEnrolment(null);
      setEnabled(true);
      publishNotice({ kind: 'toast', level: 'success', title: t('titles.success'), message: t('twoFactorSettings.enabled') });
    });
  };

  const checked = enabled === true || enrolment !== null;
  return (
    <section className="two-factor-settings" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('twoFactorSettings.title')}</h1>
      <p className="muted">{t('twoFactorSettings.intro')}</p>
      <label className="switch" htmlFor={`${id}-switch`}>
        <input
          type="checkbox"
          role="switch"
          id={`${id}-switch`}
          checked={checked}
          aria-checked={checked}
          disabled={enabled === null || busy}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span className="switch-track" aria-hidden="true" />
        {t('twoFactorSettings.switch')}
      </label>
      <p className="muted" aria-live="polite">
        {enabled === null
          ? t('app.loading')
          : enrolment
            ? t('twoFactorSettings.pending')
            : enabled
              ? t('twoFactorSettings.on')
              : t('twoFactorSettings.off')}
      </p>
      {enrolment && (
        <form className="two-factor-enrolment" onSubmit={confirm} noValidate aria-busy={busy}>
          <p>{t('twoFactorSettings.scan')}</p>
          <img
            className="two-factor-qr"
            src={enrolment.imageUrl}
            alt={t('twoFactorSettings.qrAlt')}
            width="200"
            height="200"
            data-testid="two-factor-qr"
          />
          <p className="muted">{t('twoFactorSettings.manual')}</p>
          <code className="two-factor-secret" data-testid="two-factor-secret">
            {enrolment.details.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
          <div className="field">
            <label htmlFor={`${id}-code`}>{t('twoFactorSettings.codeLabel')}</label>
            <input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            />
          </div>
          <div className="two-factor-actions">
            <button type="submit" className="button button-primary" disabled={busy || code.length !== 6}>
              {t('twoFactorSettings.confirm')}
            </button>
            <button type="button" className="button button-secondary" disabled={busy} onClick={() => setEnrolment(null)}>
              {t('twoFactorSettings.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

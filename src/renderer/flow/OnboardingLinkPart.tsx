import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { startOnboarding } from '../../api/registration.ts';
import { formatDateTime } from '../../domain/dates.ts';
import type { PartProps } from './FlowView.tsx';

/** spec 000 §9: the QR code of the continuation link, a PNG of 250 pixels. */
export const QR_SIZE = 250;

/**
 * The link that continues the registration on a phone (POST .../Start, the same link the hub pushes
 * as AccountOnboardingUrl), asked for on a click and shown as a QR code to scan, with its expiry.
 */
export function OnboardingLinkPart({ view }: PartProps) {
  const { t } = useTranslation();
  const [link, setLink] = useState<{ image: string; url: string; expiresAt: string } | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const credential = view.data.credential as string | null;
  const accountId = view.data.accountId as string | null;
  if (!credential || !accountId) return null;
  const show = async () => {
    setState('loading');
    try {
      const answer = await startOnboarding(credential, accountId);
      const { default: QRCode } = await import('qrcode');
      const image = await QRCode.toDataURL(answer.url, {
        type: 'image/png',
        width: QR_SIZE,
        margin: 2,
        errorCorrectionLevel: 'M',
      });
      setLink({ image, url: answer.url, expiresAt: answer.expiresAt });
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="flow-onboarding">
      {link ? (
        <figure>
          <img
            className="flow-qr"
            src={link.image}
            width={QR_SIZE}
            height={QR_SIZE}
            alt={t('register.onboarding.qr')}
            data-url={link.url}
          />
          <figcaption className="muted">{t('register.onboarding.expires', { time: formatDateTime(link.expiresAt) })}</figcaption>
        </figure>
      ) : (
        <button type="button" className="button button-secondary" disabled={state === 'loading'} onClick={() => void show()}>
          {t('register.onboarding.show')}
        </button>
      )}
      {state === 'failed' && (
        <p className="notice notice-error" role="alert">
          {t('register.onboarding.failed')}
        </p>
      )}
    </div>
  );
}

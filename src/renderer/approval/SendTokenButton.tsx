import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * spec 001 §4: disabled while the countdown is above zero, showing the seconds left; otherwise the
 * send-token label.
 */
export function SendTokenButton({ countdown, disabled, onSend }: { countdown: number; disabled: boolean; onSend(): void }) {
  const { t } = useTranslation();
  const waiting = countdown > 0;
  return (
    <button type="button" className="button button-secondary send-token" disabled={disabled || waiting} onClick={onSend}>
      {waiting ? t('approval.sendTokenIn', { seconds: countdown }) : t('approval.sendToken')}
    </button>
  );
}

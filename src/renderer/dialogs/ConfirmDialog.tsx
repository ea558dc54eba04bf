import { useTranslation } from '../../i18n/use-translation.ts';
import type { ConfirmOptions } from './dialog-context.ts';
import { ModalFrame } from './ModalFrame.tsx';

/** A question with a cancel and a confirm button (spec 001 §8: the card cancel asks, then 'Aceitar'). */
export function ConfirmDialog({ options, onAnswer }: { options: ConfirmOptions; onAnswer(confirmed: boolean): void }) {
  const { t } = useTranslation();
  return (
    <ModalFrame title={t(options.title ?? 'titles.warning')} size="sm" onClose={() => onAnswer(false)}>
      <p>{t(options.message)}</p>
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={() => onAnswer(false)}>
          {t(options.cancelLabel ?? 'form.cancel')}
        </button>
        <button type="button" className="button button-primary" onClick={() => onAnswer(true)}>
          {t(options.confirmLabel ?? 'form.confirm')}
        </button>
      </div>
    </ModalFrame>
  );
}

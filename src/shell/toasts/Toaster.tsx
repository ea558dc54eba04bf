import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { subscribeNotices, type Notice } from '../../api/notices.ts';
import { addToasts, toastsFor, TOAST_TIMEOUT_MS, type Toast } from './toast-queue.ts';

type Popup = Extract<Notice, { kind: 'popup' }>;

/** Toasts bottom-right with a close button and a progress bar, and the server-failure popup (spec 000 §8-9). */
export function Toaster() {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [popup, setPopup] = useState<Popup | null>(null);

  useEffect(
    () =>
      subscribeNotices((notice) => {
        if (notice.kind === 'popup') setPopup(notice);
        else setToasts((showing) => addToasts(showing, toastsFor(notice)));
      }),
    [],
  );

  useEffect(() => {
    if (!popup) return;
    const timer = setTimeout(() => setPopup(null), popup.closeAfterMs);
    return () => clearTimeout(timer);
  }, [popup]);

  const dismiss = useCallback((id: number) => setToasts((showing) => showing.filter((toast) => toast.id !== id)), []);

  return (
    <>
      <section className="toasts" aria-label={t('toast.notifications')}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={dismiss} closeLabel={t('toast.close')} />
        ))}
      </section>
      {popup && (
        <div className="popup-backdrop">
          <div className="popup" role="alertdialog" aria-modal="true" aria-labelledby="popup-title" aria-describedby="popup-text">
            <h2 id="popup-title">{t(popup.titleKey)}</h2>
            <p id="popup-text">{t(popup.textKey)}</p>
          </div>
        </div>
      )}
    </>
  );
}

function ToastItem({ toast, onClose, closeLabel }: { toast: Toast; onClose: (id: number) => void; closeLabel: string }) {
  useEffect(() => {
    const timer = setTimeout(() => onClose(toast.id), TOAST_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onClose]);
  return (
    <div className={`toast toast-${toast.level}`} role={toast.level === 'error' ? 'alert' : 'status'} data-testid="toast">
      <div className="toast-body">
        <strong className="toast-title">{toast.title}</strong>
        <span className="toast-message">{toast.message}</span>
      </div>
      <button type="button" className="toast-close" aria-label={closeLabel} onClick={() => onClose(toast.id)}>
        ×
      </button>
      <span className="toast-progress" aria-hidden="true" />
    </div>
  );
}

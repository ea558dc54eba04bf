import type { Notice } from '../../api/notices.ts';

/** spec 000 §9: toasts last 20000 ms and never repeat while one is showing. */
export const TOAST_TIMEOUT_MS = 20_000;

export interface Toast {
  id: number;
  level: 'success' | 'info' | 'warning' | 'error';
  title: string;
  message: string;
}

let nextId = 1;

/** Turns a notice into the toasts it shows; `translate` resolves i18n keys. */
export function toastsFor(notice: Notice): Omit<Toast, 'id'>[] {
  switch (notice.kind) {
    case 'error':
      // spec 000 §8: each error item a toast with its message and code.
      return notice.items.map((item) => ({ level: 'error', title: item.errorCode, message: item.message }));
    case 'toast':
      return [{ level: notice.level, title: notice.title, message: notice.message }];
    default:
      return [];
  }
}

/** Adds toasts that are not already showing. */
export function addToasts(showing: Toast[], incoming: Omit<Toast, 'id'>[]): Toast[] {
  const fresh = incoming.filter(
    (toast) =>
      !showing.some((shown) => shown.title === toast.title && shown.message === toast.message && shown.level === toast.level),
  );
  return fresh.length ? [...showing, ...fresh.map((toast) => ({ ...toast, id: nextId++ }))] : showing;
}

import type { ErrorItem } from './errors.ts';

/** A message for the person at the screen; the shell shows notices as toasts or a popup. */
export type Notice =
  | { kind: 'error'; items: ErrorItem[] }
  | { kind: 'popup'; titleKey: string; textKey: string; closeAfterMs: number }
  | { kind: 'toast'; level: 'success' | 'info' | 'warning' | 'error'; title: string; message: string };

type Listener = (notice: Notice) => void;
const listeners = new Set<Listener>();

export function publishNotice(notice: Notice): void {
  for (const listener of listeners) listener(notice);
}

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

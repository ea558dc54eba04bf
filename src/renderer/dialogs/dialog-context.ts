import { createContext, useContext } from 'react';
import type { BindingScope } from '../host/bindings.ts';

export interface ConfirmOptions {
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** Dialogs a screen can open: a question, or a modal screen that resolves with its result when it closes. */
export interface DialogApi {
  confirm(options: ConfirmOptions): Promise<boolean>;
  openScreen(screenId: string, scope: BindingScope): Promise<unknown>;
}

export const DialogContext = createContext<DialogApi | null>(null);

export function useDialogs(): DialogApi {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('A screen renders inside <DialogHost>');
  return dialogs;
}

/** Inside a modal screen: closes it, handing a result to whoever opened it. */
export interface ModalControl {
  close(result?: unknown): void;
  /** The values the opener bound (a row's id, say), read as @route.* inside the modal. */
  scope: BindingScope;
}

export const ModalContext = createContext<ModalControl | null>(null);

export function useModal(): ModalControl | null {
  return useContext(ModalContext);
}

import { createContext, useContext } from 'react';
import type { BindingScope } from '../host/bindings.ts';
import type { ApprovalSubmission } from '../../machines/approval.machine.ts';
import type { TokenResendAnswer } from '../../machines/two-factor.machine.ts';

/** A dialog's width. */
export type DialogSize = 'sm' | 'md' | 'lg';

export interface ConfirmOptions {
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** The transaction approval dialog (spec 001 §2, §4): text keys, and the approval call. */
export interface ApprovalDialogOptions {
  title?: string;
  /** Each button shows only when its label is given (spec 001 §2). */
  approveLabel?: string;
  disapproveLabel?: string;
  cancelLabel?: string;
  /** Lets the person choose password, token or both (the optional radio selector). */
  selectable?: boolean;
  /** The approval call; it throws to keep the dialog open (its errors are shown as toasts). */
  submit(submission: ApprovalSubmission): Promise<unknown>;
}

/** How the approval dialog closed: approved or disapproved, with the call's answer. */
export interface ApprovalOutcome {
  approved: boolean;
  answer: unknown;
}

/** The two-factor dialog 'Token de Validação' (spec 001 §2, §4). */
export interface TwoFactorDialogOptions {
  /** The text above the boxes, a text key or a sentence. */
  message?: string;
  /** Asks for a new token; answers {code, data: seconds, errors} (spec 001 §3). */
  resend(): Promise<TokenResendAnswer>;
  /** Seconds of the first countdown; 60 by default (spec 001 §9). */
  seconds?: number;
}

/** Dialogs a screen can open: a question, a modal screen, the approval and the two-factor dialogs. */
export interface DialogApi {
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** A screen in a dialog of the given size; `route` are the values it reads as @route.*. */
  openScreen(screenId: string, options: { route?: BindingScope['route']; size?: DialogSize }): Promise<unknown>;
  /** Resolves with the outcome, or null when cancelled or closed with × (nothing was sent). */
  approve(options: ApprovalDialogOptions): Promise<ApprovalOutcome | null>;
  /** Resolves with the six digits, or null when closed. */
  twoFactor(options: TwoFactorDialogOptions): Promise<string | null>;
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
  /** The screen the dialog opened: its frame shows that screen's title, so the screen does not repeat it. */
  screenId?: string;
  /** The values the opener bound (a row's id, say), read as @route.* inside the modal. */
  scope: BindingScope;
}

export const ModalContext = createContext<ModalControl | null>(null);

export function useModal(): ModalControl | null {
  return useContext(ModalContext);
}

import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BindingScope } from '../host/bindings.ts';
import { ScreenView } from '../ScreenView.tsx';
import { screenTitle } from '../screens/screen-title.ts';
import { useScreenModule } from '../screens/screen-store.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import {
  DialogContext,
  ModalContext,
  type ApprovalDialogOptions,
  type ApprovalOutcome,
  type ConfirmOptions,
  type DialogApi,
  type DialogSize,
  type TwoFactorDialogOptions,
} from './dialog-context.ts';
import { ModalFrame } from './ModalFrame.tsx';

type Entry =
  | { id: number; kind: 'confirm'; options: ConfirmOptions; resolve(answer: boolean): void }
  | { id: number; kind: 'screen'; screenId: string; scope: BindingScope; size: DialogSize; resolve(result: unknown): void }
  | { id: number; kind: 'approve'; options: ApprovalDialogOptions; resolve(outcome: ApprovalOutcome | null): void }
  | { id: number; kind: 'twoFactor'; options: TwoFactorDialogOptions; resolve(code: string | null): void };

function ScreenDialog({ entry, onClose }: { entry: Extract<Entry, { kind: 'screen' }>; onClose(result?: unknown): void }) {
  const { t } = useTranslation();
  const { module } = useScreenModule(entry.screenId);
  const control = useMemo(
    () => ({ close: onClose, scope: entry.scope, screenId: entry.screenId }),
    [onClose, entry.scope, entry.screenId],
  );
  if (!module) return null;
  return (
    <ModalContext.Provider value={control}>
      <ModalFrame title={screenTitle(module.screen, entry.scope, t)} size={entry.size} onClose={() => onClose()}>
        <ScreenView id={entry.screenId} />
      </ModalFrame>
    </ModalContext.Provider>
  );
}

let nextId = 1;

// The approval and two-factor dialogs (their keyboards and machines) come with the first one opened,
// not with every page (npm run size).
const ApprovalDialog = lazy(() => import('../approval/ApprovalDialog.tsx').then((module) => ({ default: module.ApprovalDialog })));
const TwoFactorDialog = lazy(() => import('../approval/TwoFactorDialog.tsx').then((module) => ({ default: module.TwoFactorDialog })));

/** The approval and two-factor dialogs: each closes once, handing its answer to the opener. */
function OneOffDialog({ entry, remove }: { entry: Extract<Entry, { kind: 'approve' | 'twoFactor' }>; remove(id: number): void }) {
  const close = useCallback(
    (answer: unknown) => {
      remove(entry.id);
      (entry.resolve as (value: unknown) => void)(answer);
    },
    [entry, remove],
  );
  return (
    <Suspense fallback={null}>
      {entry.kind === 'approve' ? (
        <ApprovalDialog options={entry.options} onClose={close} />
      ) : (
        <TwoFactorDialog options={entry.options} onClose={close} />
      )}
    </Suspense>
  );
}

/** Where a screen's dialogs open: questions and modal screens, one above the other, each resolving when it closes. */
export function DialogHost({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const remove = useCallback((id: number) => setEntries((current) => current.filter((entry) => entry.id !== id)), []);
  const api = useMemo<DialogApi>(
    () => ({
      confirm: (options) =>
        new Promise<boolean>((resolve) =>
          setEntries((current) => [...current, { id: nextId++, kind: 'confirm', options, resolve }]),
        ),
      openScreen: (screenId, { route = {}, size = 'md' }) =>
        new Promise<unknown>((resolve) =>
          setEntries((current) => [...current, { id: nextId++, kind: 'screen', screenId, scope: { route }, size, resolve }]),
        ),
      approve: (options) =>
        new Promise<ApprovalOutcome | null>((resolve) =>
          setEntries((current) => [...current, { id: nextId++, kind: 'approve', options, resolve }]),
        ),
      twoFactor: (options) =>
        new Promise<string | null>((resolve) =>
          setEntries((current) => [...current, { id: nextId++, kind: 'twoFactor', options, resolve }]),
        ),
    }),
    [],
  );
  return (
    <DialogContext.Provider value={api}>
      {children}
      {entries.map((entry) =>
        entry.kind === 'approve' || entry.kind === 'twoFactor' ? (
          <OneOffDialog key={entry.id} entry={entry} remove={remove} />
        ) : entry.kind === 'confirm' ? (
          <ConfirmDialog
            key={entry.id}
            options={entry.options}
            onAnswer={(answer) => {
              remove(entry.id);
              entry.resolve(answer);
            }}
          />
        ) : (
          <ScreenDialog
            key={entry.id}
            entry={entry}
            onClose={(result) => {
              remove(entry.id);
              entry.resolve(result);
            }}
          />
        ),
      )}
    </DialogContext.Provider>
  );
}

import { useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
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

/** A dialog whose view comes with its first opening: the view, its options and what it answers. */
interface ViewEntry<Kind extends string, Options, Answer> {
  id: number;
  kind: Kind;
  view: ComponentType<{ options: Options; onClose(answer: Answer): void }>;
  options: Options;
  resolve(answer: Answer): void;
}

type Entry =
  | { id: number; kind: 'confirm'; options: ConfirmOptions; resolve(answer: boolean): void }
  | { id: number; kind: 'screen'; screenId: string; scope: BindingScope; size: DialogSize; resolve(result: unknown): void }
  | ViewEntry<'approve', ApprovalDialogOptions, ApprovalOutcome | null>
  | ViewEntry<'twoFactor', TwoFactorDialogOptions, string | null>;

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

/**
 * The approval and two-factor dialogs (their keyboards and machines) come with the first one opened,
 * not with every page (npm run size). A dialog is added once its code is here, so that nothing stands
 * between its code and its first paint (a Suspense boundary reveals on a timer).
 */
const approvalDialog = () => import('../approval/ApprovalDialog.tsx').then((module) => module.ApprovalDialog);
const twoFactorDialog = () => import('../approval/TwoFactorDialog.tsx').then((module) => module.TwoFactorDialog);

/** The approval and two-factor dialogs: each closes once, handing its answer to the opener. */
function OneOffDialog({ entry, remove }: { entry: Extract<Entry, { kind: 'approve' | 'twoFactor' }>; remove(id: number): void }) {
  const close = useCallback(
    (answer: unknown) => {
      remove(entry.id);
      (entry.resolve as (value: unknown) => void)(answer);
    },
    [entry, remove],
  );
  const View = entry.view as ComponentType<{ options: typeof entry.options; onClose(answer: unknown): void }>;
  return <View options={entry.options} onClose={close} />;
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
      approve: async (options) => {
        const view = await approvalDialog();
        return new Promise<ApprovalOutcome | null>((resolve) =>
          setEntries((current) => [...current, { id: nextId++, kind: 'approve', view, options, resolve }]),
        );
      },
      twoFactor: async (options) => {
        const view = await twoFactorDialog();
        return new Promise<string | null>((resolve) =>
          setEntries((current) => [...current, { id: nextId++, kind: 'twoFactor', view, options, resolve }]),
        );
      },
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

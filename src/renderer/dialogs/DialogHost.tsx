import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BindingScope } from '../host/bindings.ts';
import { ModalBody, ScreenView } from '../ScreenView.tsx';
import { useScreenModule } from '../screens/screen-store.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DialogContext, ModalContext, type ConfirmOptions, type DialogApi } from './dialog-context.ts';
import { ModalFrame } from './ModalFrame.tsx';

type Entry =
  | { id: number; kind: 'confirm'; options: ConfirmOptions; resolve(answer: boolean): void }
  | { id: number; kind: 'screen'; screenId: string; scope: BindingScope; resolve(result: unknown): void };

function ScreenDialog({ entry, onClose }: { entry: Extract<Entry, { kind: 'screen' }>; onClose(result?: unknown): void }) {
  const { t } = useTranslation();
  const { module } = useScreenModule(entry.screenId);
  const control = useMemo(() => ({ close: onClose, scope: entry.scope }), [onClose, entry.scope]);
  if (!module) return null;
  const size = module.screen.kind === 'modal' ? module.screen.spec.size : 'md';
  return (
    <ModalContext.Provider value={control}>
      <ModalFrame title={t(module.screen.title)} size={size} onClose={() => onClose()}>
        {module.screen.kind === 'modal' ? <ModalBody module={module} /> : <ScreenView id={entry.screenId} />}
      </ModalFrame>
    </ModalContext.Provider>
  );
}

let nextId = 1;

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
      openScreen: (screenId, scope) =>
        new Promise<unknown>((resolve) =>
          setEntries((current) => [...current, { id: nextId++, kind: 'screen', screenId, scope, resolve }]),
        ),
    }),
    [],
  );
  return (
    <DialogContext.Provider value={api}>
      {children}
      {entries.map((entry) =>
        entry.kind === 'confirm' ? (
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

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalContext } from './dialogs/dialog-context.ts';
import { ModalFrame } from './dialogs/ModalFrame.tsx';
import type { BindingScope } from './host/bindings.ts';
import type { ScreenHost } from './host/screen-host.ts';
import { ScreenProviders } from './ScreenRoot.tsx';
import { ModalBody, ScreenView } from './ScreenView.tsx';
import { screenTitle } from './screens/screen-title.ts';
import { useScreenModule } from './screens/screen-store.ts';

export interface ScreenModalProps {
  host: ScreenHost;
  screenId: string;
  /** The values read as @route.* inside the modal. */
  route?: BindingScope['route'];
  /** Called with the result when a step closes it, with nothing when × or Escape closes it. */
  onClose(result?: unknown): void;
}

function ScreenModalFrame({ screenId, route, onClose }: Omit<ScreenModalProps, 'host'>) {
  const { t } = useTranslation();
  const { module } = useScreenModule(screenId);
  const control = useMemo(() => ({ close: onClose, scope: { route: route ?? {} } }), [onClose, route]);
  if (!module) return null;
  const size = module.screen.kind === 'modal' ? module.screen.spec.size : 'md';
  return (
    <ModalContext.Provider value={control}>
      <ModalFrame title={screenTitle(module, control.scope, t)} size={size} onClose={() => onClose()}>
        {module.screen.kind === 'modal' ? <ModalBody module={module} /> : <ScreenView id={screenId} />}
      </ModalFrame>
    </ModalContext.Provider>
  );
}

/**
 * A screen file opened as a modal from outside a screen (the header's profile menu, say). Import it
 * lazily, like ScreenRoot, so the renderer loads only when the modal opens.
 */
export function ScreenModal({ host, ...props }: ScreenModalProps) {
  return (
    <ScreenProviders host={host}>
      <ScreenModalFrame {...props} />
    </ScreenProviders>
  );
}

import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { ModalContext, type DialogSize } from './dialogs/dialog-context.ts';
import { ModalFrame } from './dialogs/ModalFrame.tsx';
import type { BindingScope } from './host/bindings.ts';
import type { ScreenHost } from './host/screen-host.ts';
import { ScreenProviders } from './ScreenRoot.tsx';
import { ScreenView } from './ScreenView.tsx';
import { screenTitle } from './screens/screen-title.ts';
import { useScreenModule } from './screens/screen-store.ts';

export interface ScreenModalProps {
  host: ScreenHost;
  screenId: string;
  size?: DialogSize;
  /** The values read as @route.* inside the modal. */
  route?: BindingScope['route'];
  /** Called with the result when a step closes it, with nothing when × or Escape closes it. */
  onClose(result?: unknown): void;
}

function ScreenModalFrame({ screenId, size = 'md', route, onClose }: Omit<ScreenModalProps, 'host'>) {
  const { t } = useTranslation();
  const { module } = useScreenModule(screenId);
  const control = useMemo(() => ({ close: onClose, scope: { route: route ?? {} }, screenId }), [onClose, route, screenId]);
  if (!module) return null;
  return (
    <ModalContext.Provider value={control}>
      <ModalFrame title={screenTitle(module.screen, control.scope, t)} size={size} onClose={() => onClose()}>
        <ScreenView id={screenId} />
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

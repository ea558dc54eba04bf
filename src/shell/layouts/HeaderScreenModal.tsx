import { useMemo } from 'react';
import { createLiveHost } from '../../renderer/host/live-host.ts';
import { ScreenModal } from '../../renderer/ScreenModal.tsx';
import type { DialogSize } from '../../renderer/dialogs/dialog-context.ts';
import { useLiveHostOptions } from '../session/live-host-options.ts';

/** A screen file opened as a modal from the header (change password); loaded lazily with the renderer. */
export function HeaderScreenModal({
  screenId,
  size,
  onClose,
}: {
  screenId: string;
  size?: DialogSize;
  onClose(result?: unknown): void;
}) {
  const { options } = useLiveHostOptions();
  const host = useMemo(() => createLiveHost(options), [options]);
  return <ScreenModal host={host} screenId={screenId} size={size} onClose={onClose} />;
}

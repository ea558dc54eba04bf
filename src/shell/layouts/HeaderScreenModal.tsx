import { useMemo } from 'react';
import { createLiveHost } from '../../renderer/host/live-host.ts';
import { ScreenModal } from '../../renderer/ScreenModal.tsx';
import { useLiveHostOptions } from '../session/live-host-options.ts';

/** A screen file opened as a modal from the header (change password); loaded lazily with the renderer. */
export function HeaderScreenModal({ screenId, onClose }: { screenId: string; onClose(result?: unknown): void }) {
  const { options } = useLiveHostOptions();
  const host = useMemo(() => createLiveHost(options), [options]);
  return <ScreenModal host={host} screenId={screenId} onClose={onClose} />;
}

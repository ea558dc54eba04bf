import { useMemo } from 'react';
import { createLiveHost } from '../../renderer/host/live-host.ts';
import type { MachineHandle, ScreenHost } from '../../renderer/host/screen-host.ts';
import { useLiveHostOptions } from '../../shell/session/live-host-options.ts';

/** The live host of the card screens: the shell's live host with the card machines added. */
export function useCardHost(machines: Record<string, MachineHandle>): ScreenHost | null {
  const { options, ready } = useLiveHostOptions();
  const host = useMemo(
    () => createLiveHost({ ...options, machines: { ...options.machines, ...machines } }),
    [options, machines],
  );
  // The flags decide what the screens show: they wait for them (a failed read leaves every flag off).
  return ready ? host : null;
}

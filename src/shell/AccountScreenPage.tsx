import { useMemo } from 'react';
import { ScreenRoot } from '../renderer/ScreenRoot.tsx';
import { createLiveHost } from '../renderer/host/live-host.ts';
import { useLiveHostOptions } from './session/live-host-options.ts';

/**
 * A route of the account area that is a screen file: the signed-in user, the account's feature flags
 * and the eye toggle make the live host the screen runs with.
 */
export function AccountScreenPage({ screenId }: { screenId: string }) {
  const { options, ready } = useLiveHostOptions();
  const host = useMemo(() => createLiveHost(options), [options]);
  // The flags decide what the screen shows: it waits for them (a failed read leaves every flag off).
  if (!ready) return null;
  return <ScreenRoot host={host} screenId={screenId} />;
}

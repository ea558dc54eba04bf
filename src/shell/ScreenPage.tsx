import { useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { createLiveHost } from '../renderer/host/live-host.ts';
import { ScreenRoot } from '../renderer/ScreenRoot.tsx';
import { canEnter, homeOf, type SiteLayout, type SiteRoute } from '../renderer/site/site-manifest.ts';
import type { MachineWord } from '../renderer/vocabulary/define.ts';
import { useMachineHandles } from '../renderer/vocabulary/registry/machine-handles.ts';
import { useLiveHostOptions } from './session/live-host-options.ts';

/**
 * A route of the signed-in area (screens/site/site.json): the screen it names, with the signed-in user,
 * the account's flags, the eye toggle and the machines the route asks for. A user its roles or flags
 * keep out goes to the layout's index (spec 000 §2: home). The route's machine words come loaded
 * with its code (src/shell/routes.tsx).
 */
export function ScreenPage({ route, layout, machines: words }: { route: SiteRoute; layout: SiteLayout; machines: readonly MachineWord[] }) {
  const { options, ready } = useLiveHostOptions();
  const machines = useMachineHandles(words);
  const host = useMemo(() => createLiveHost({ ...options, machines: { ...options.machines, ...machines } }), [options, machines]);
  // The flags decide what the screen shows: it waits for them (a failed read leaves every flag off).
  if (!ready) return null;
  const viewer = { roles: options.user?.roles ?? [], features: options.features ?? {} };
  if (!canEnter(route, viewer)) return <Navigate to={homeOf(layout.index, viewer)} replace />;
  return <ScreenRoot host={host} screenId={route.screen} />;
}

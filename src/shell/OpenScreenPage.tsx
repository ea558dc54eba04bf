import { useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { bankConfiguration } from '../api/bank-configuration.ts';
import type { BankConfiguration } from '../generated/schemas.ts';
import { createLiveHost } from '../renderer/host/live-host.ts';
import { Loading } from '../renderer/Loading.tsx';
import { ScreenRoot } from '../renderer/ScreenRoot.tsx';
import { canEnter, siteSpec, type SiteRoute } from '../renderer/site/site-manifest.ts';
import { bankFeaturesOf } from '../renderer/vocabulary/registry/flags.ts';
import type { MachineWord } from '../renderer/vocabulary/define.ts';
import { useMachineHandles } from '../renderer/vocabulary/registry/machine-handles.ts';

/**
 * A screen of the box layout that is not a box (account opening, /register): nobody is signed in, so
 * the route's flags are the bank configuration's (openAccountEnabled); a bank that has it off, or a
 * configuration that cannot be read, sends the visit to the fallback (the sign-in).
 */
export function OpenScreenPage({ route, machines }: { route: SiteRoute; machines: readonly MachineWord[] }) {
  const [config, setConfig] = useState<BankConfiguration | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void bankConfiguration().then((read) => live && setConfig(read));
    return () => {
      live = false;
    };
  }, []);
  const features = useMemo(() => bankFeaturesOf(config), [config]);
  const allowed = config !== undefined && canEnter(route, { roles: [], features });
  return allowed ? (
    <OpenScreen route={route} features={features} machines={machines} />
  ) : config === undefined ? (
    <Loading />
  ) : (
    <Navigate to={siteSpec().fallback ?? '/auth'} replace />
  );
}

function OpenScreen({
  route,
  features,
  machines: words,
}: {
  route: SiteRoute;
  features: ReturnType<typeof bankFeaturesOf>;
  machines: readonly MachineWord[];
}) {
  const machines = useMachineHandles(words);
  const host = useMemo(() => createLiveHost({ user: null, features, machines }), [features, machines]);
  return <ScreenRoot host={host} screenId={route.screen} />;
}

import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useMemo, useState, type ReactNode } from 'react';
import { createQueryClient } from '../api/queries.ts';
import { DialogHost } from './dialogs/DialogHost.tsx';
import { ScreenHostContext, type ScreenHost } from './host/screen-host.ts';
import { LookupContext, LookupStore } from './lookups/lookup-store.ts';
import { ScreenView } from './ScreenView.tsx';
import './screens/hot-locales.ts';
import './renderer.css';

/**
 * Everything a screen needs around it: the host, the shared lookup lists, the dialogs, and the site's
 * query cache (a cache of its own where there is none: the studio, a test).
 */
export function ScreenProviders({ host, children }: { host: ScreenHost; children: ReactNode }) {
  const lookups = useMemo(() => new LookupStore((name) => host.services.lookup(name)), [host]);
  const site = useContext(QueryClientContext);
  const [own] = useState(() => (site ? null : createQueryClient()));
  const screens = (
    <ScreenHostContext.Provider value={host}>
      <LookupContext.Provider value={lookups}>
        <DialogHost>{children}</DialogHost>
      </LookupContext.Provider>
    </ScreenHostContext.Provider>
  );
  return own ? <QueryClientProvider client={own}>{screens}</QueryClientProvider> : screens;
}

/**
 * The renderer's entry point for the shell: the screen file `screenId` with the given host. Import
 * it lazily (`lazy: () => import('../renderer/ScreenRoot.tsx')`), so the renderer and
 * react-jsonschema-form load only with the screens that use them.
 */
export function ScreenRoot({ host, screenId }: { host: ScreenHost; screenId: string }) {
  return (
    <ScreenProviders host={host}>
      <ScreenView id={screenId} />
    </ScreenProviders>
  );
}

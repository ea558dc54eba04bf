import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ZipCodeAnswer } from '../../../../src/generated/schemas.ts';
import { formBundle } from '../../../../src/renderer/forms/form-bundle.ts';
import type { FormStatus } from '../../../../src/renderer/forms/form-status.ts';
import { ScreenForm } from '../../../../src/renderer/forms/ScreenForm.tsx';
import type { HostServices, ScreenHost } from '../../../../src/renderer/host/screen-host.ts';
import { ScreenProviders } from '../../../../src/renderer/ScreenRoot.tsx';
import { ScreenView } from '../../../../src/renderer/ScreenView.tsx';
import { loadScreen } from '../../../../src/renderer/screens/screen-store.ts';
import { setupI18n } from './i18n.ts';

export interface TestHostOptions {
  roles?: string[];
  services?: Partial<HostServices>;
  data?: (operation: string, params: Record<string, unknown>) => unknown;
  call?: ScreenHost['call'];
}

/** A host whose calls answer what the test says; lookups answer nothing unless given. */
export function testHost(options: TestHostOptions = {}): ScreenHost {
  return {
    mode: 'live',
    user: { accountId: 'account-1', name: 'Maria da Silva Souza', roles: options.roles ?? [] },
    features: { cardEnable: true },
    visible: true,
    machines: {},
    services: {
      lookup: async () => [],
      zipCode: async (): Promise<ZipCodeAnswer> => ({ erro: true }),
      ...options.services,
    },
    fetchData: async (source, params) => options.data?.(source.operation, params),
    call: options.call ?? (async () => undefined),
    navigate: () => undefined,
  };
}

/** A form screen alone, reporting its status to `statuses` (the last one is the current). */
export async function renderForm(screenId: string, options: { host?: ScreenHost; initialData?: unknown } = {}) {
  await setupI18n();
  const bundle = formBundle(await loadScreen(screenId));
  const statuses: FormStatus[] = [];
  const result: RenderResult = render(
    <MemoryRouter>
      <ScreenProviders host={options.host ?? testHost()}>
        <ScreenForm bundle={bundle} initialData={options.initialData} onStatus={(status) => statuses.push(status)} />
      </ScreenProviders>
    </MemoryRouter>,
  );
  return { ...result, statuses, status: () => statuses[statuses.length - 1]! };
}

/** Any screen file as the site shows it, under a route path whose parameters it may bind. */
export async function renderScreen(screenId: string, options: { host?: ScreenHost; path?: string; url?: string } = {}) {
  await setupI18n();
  await loadScreen(screenId);
  return render(
    <MemoryRouter initialEntries={[options.url ?? '/']}>
      <Routes>
        <Route
          path={options.path ?? '/'}
          element={
            <ScreenProviders host={options.host ?? testHost()}>
              <ScreenView id={screenId} />
            </ScreenProviders>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

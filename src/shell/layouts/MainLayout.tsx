import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Outlet, useLocation } from 'react-router-dom';
import { createQueryClient } from '../../api/queries.ts';
import { RequireSession } from './RequireSession.tsx';
import { InactivityWatcher } from '../session/InactivityWatcher.tsx';
import { HubWatcher } from '../session/HubWatcher.tsx';
import { PushWatcher } from '../session/PushWatcher.tsx';
import { Header } from './Header.tsx';
import { Sidebar } from './Sidebar.tsx';
import { Footer } from './Footer.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';

/**
 * Whether the address has changed since the signed-in area opened. The route it opens at (a page
 * loaded or reloaded, the landing after a sign-in) is no route change and shows at once: faded in,
 * content painted during the fade counted as painted only once the fade had ended (home's balance
 * 0.6 s after it showed, on the phone profile of bench:web).
 */
function useRouteChanged(pathname: string): boolean {
  const [opened] = useState(pathname);
  const [changed, setChanged] = useState(false);
  if (!changed && pathname !== opened) setChanged(true);
  return changed || pathname !== opened;
}

/**
 * spec 000 §2: the logged-in area (header, sidebar, content, footer), behind the authentication guard.
 * Server state (react-query) lives here: the authentication area does not load it.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const [queryClient] = useState(createQueryClient);
  const { pathname } = useLocation();
  const changed = useRouteChanged(pathname);
  return (
    <QueryClientProvider client={queryClient}>
      <RequireSession>
        <InactivityWatcher />
        <HubWatcher />
        <div className="main-layout">
          <a className="skip-link" href="#content">
            {t('app.skipToContent')}
          </a>
          <Header />
          <Sidebar />
          <main className="content" id="content" tabIndex={-1}>
            <PushWatcher />
            <Breadcrumb />
            {/* spec 001 §2: a route changed to fades in (600 ms). */}
            <div className={changed ? 'route-view route-view-changed' : 'route-view'} key={pathname}>
              <Outlet />
            </div>
          </main>
          <Footer />
        </div>
      </RequireSession>
    </QueryClientProvider>
  );
}

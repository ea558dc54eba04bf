import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { bankConfiguration } from '../api/bank-configuration.ts';
import { preloadAreas, routeMatches } from './routes.tsx';
import { SessionContext } from './session/session-context.ts';

/** Lower-cases URLs (spec 000 §2: route lookup is case-insensitive) and keeps the page title. */
export function RootRoute() {
  const location = useLocation();
  usePageTitle();
  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
    idle(() => preloadAreas());
  }, []);
  const lower = location.pathname.toLowerCase();
  if (lower !== location.pathname) return <Navigate to={{ ...location, pathname: lower }} replace />;
  return <Outlet />;
}

/** spec 000 §2: merchant name plus the route title; once the user's name is known, that name. */
function usePageTitle(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMemo(() => routeMatches(pathname), [pathname]);
  const userName = SessionContext.useSelector((state) => state.context.user?.name);
  const [merchantName, setMerchantName] = useState<string>();
  useEffect(() => {
    void bankConfiguration().then((configuration) => setMerchantName(configuration?.merchantName));
  }, []);
  const titleKey = [...matches]
    .reverse()
    .map((match) => match.handle.title)
    .find(Boolean);
  useEffect(() => {
    document.title = userName ?? [merchantName ?? 'Balcão', titleKey ? t(titleKey) : ''].filter(Boolean).join(' - ');
  }, [userName, merchantName, titleKey, t]);
}

import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { appConfig } from '../api/config.ts';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { RootRoute } from './RootRoute.tsx';

/** Route data read by the shell: the title key (spec 000 §2) and the roles that may enter. */
export interface RouteHandle {
  title?: string;
  roles?: string[];
}

/** spec 000 §2: each area loads on demand; unknown paths go to /auth. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        path: '/auth',
        handle: { title: 'routes.auth' } satisfies RouteHandle,
        // The sign-in is the screen most visits open cold: it comes with the first script, not after it.
        Component: AuthLayout,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          {
            path: 'login',
            handle: { title: 'routes.login' } satisfies RouteHandle,
            Component: LoginPage,
          },
        ],
      },
      {
        path: '/account',
        handle: { title: 'routes.account' } satisfies RouteHandle,
        lazy: () => import('./layouts/MainLayout.tsx').then((module) => ({ Component: module.MainLayout })),
        children: [
          { index: true, element: <Navigate to="/account/home" replace /> },
          {
            path: 'home',
            handle: { title: 'routes.home', roles: [] } satisfies RouteHandle,
            lazy: () => import('../features/home/HomePage.tsx').then((module) => ({ Component: module.HomePage })),
          },
          {
            path: 'profile/two-factor',
            handle: { title: 'routes.twoFactor', roles: [] } satisfies RouteHandle,
            lazy: () =>
              import('../features/two-factor/TwoFactorSettings.tsx').then((module) => ({ Component: module.TwoFactorSettings })),
          },
          {
            path: 'transactions/extract',
            handle: { title: 'routes.extract', roles: [] } satisfies RouteHandle,
            lazy: () => import('../features/statement/StatementPage.tsx').then((module) => ({ Component: module.StatementPage })),
          },
          {
            // spec 001 §2: the card-holder area, and the back target of the card grid.
            path: 'cartao',
            handle: { title: 'routes.card', roles: [] } satisfies RouteHandle,
            lazy: () => import('../features/cards/CardHoldersPage.tsx').then((module) => ({ Component: module.CardHoldersPage })),
          },
          {
            path: 'cartao/detalhes-do-cartao',
            handle: { title: 'routes.cardDetails', roles: [] } satisfies RouteHandle,
            lazy: () => import('../features/cards/CardsPage.tsx').then((module) => ({ Component: module.CardsPage })),
          },
          {
            path: 'profile/details',
            handle: { title: 'routes.profileDetails', roles: [] } satisfies RouteHandle,
            lazy: () =>
              import('./AccountScreenPage.tsx').then((module) => ({ element: <module.AccountScreenPage screenId="profile" /> })),
          },
          {
            path: 'profile/limits',
            handle: { title: 'routes.profileLimits', roles: [] } satisfies RouteHandle,
            // spec 001 §2: only when the limits flag is on; screens/limits.json carries the flag.
            lazy: () =>
              import('./AccountScreenPage.tsx').then((module) => ({ element: <module.AccountScreenPage screenId="limits" /> })),
          },
          {
            path: 'pix',
            handle: { title: 'routes.pix', roles: [] } satisfies RouteHandle,
            lazy: () =>
              import('./AccountScreenPage.tsx').then((module) => ({ element: <module.AccountScreenPage screenId="pix" /> })),
          },
          {
            path: 'transactions/transfer',
            handle: { title: 'routes.transfer', roles: [] } satisfies RouteHandle,
            lazy: () =>
              import('./AccountScreenPage.tsx').then((module) => ({
                element: <module.AccountScreenPage screenId="transfers" />,
              })),
          },
          {
            path: 'transactions/payment',
            handle: { title: 'routes.payment', roles: [] } satisfies RouteHandle,
            lazy: () => import('../features/payments/PaymentsPage.tsx').then((module) => ({ Component: module.PaymentsPage })),
          },
          {
            path: 'transactions/billing',
            handle: { title: 'routes.billing', roles: [] } satisfies RouteHandle,
            lazy: () => import('../features/billings/BillingsPage.tsx').then((module) => ({ Component: module.BillingsPage })),
          },
        ],
      },
      {
        // The analysts' preview of the screen files: always under `npm run dev`, on the built site with STUDIO=1.
        path: '/studio/:screenId?',
        handle: { title: 'routes.studio' } satisfies RouteHandle,
        lazy: () =>
          import.meta.env.DEV || appConfig().studio
            ? import('../renderer/studio/StudioPage.tsx').then((module) => ({ Component: module.StudioPage }))
            : Promise.resolve({ element: <Navigate to="/auth" replace /> }),
      },
      { path: '*', element: <Navigate to="/auth" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Starts loading the code of the routes the address matches while the configuration and the texts
 * load, rather than after them (docs/quality.md, bench:web: the sign-in page's code waited for both).
 */
export function preloadRoutesOf(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const lazy = match.route.lazy;
    if (typeof lazy !== 'function') continue;
    try {
      void Promise.resolve(lazy()).catch(() => undefined);
    } catch {
      // A route that needs the configuration to choose its code loads when the router asks.
    }
  }
}

/** spec 000 §2: every area is preloaded once the first screen is up. */
export function preloadAreas(): void {
  void import('./layouts/MainLayout.tsx');
  void import('../features/home/HomePage.tsx');
}

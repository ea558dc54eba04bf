import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { appConfig } from '../api/config.ts';
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
        lazy: () => import('./layouts/AuthLayout.tsx').then((module) => ({ Component: module.AuthLayout })),
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          {
            path: 'login',
            handle: { title: 'routes.login' } satisfies RouteHandle,
            lazy: () => import('../features/auth/LoginPage.tsx').then((module) => ({ Component: module.LoginPage })),
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
            path: 'transactions/extract',
            handle: { title: 'routes.extract', roles: [] } satisfies RouteHandle,
            lazy: () => import('../features/statement/StatementPage.tsx').then((module) => ({ Component: module.StatementPage })),
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

/** spec 000 §2: every area is preloaded once the first screen is up. */
export function preloadAreas(): void {
  void import('./layouts/AuthLayout.tsx');
  void import('../features/auth/LoginPage.tsx');
  void import('./layouts/MainLayout.tsx');
  void import('../features/home/HomePage.tsx');
}

import type { ReactNode } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { boxes } from 'virtual:balcao-boxes';
import { appConfig } from '../api/config.ts';
import { siteSpec, type SiteLayout, type SiteRoute } from '../renderer/site/site-manifest.ts';
import { loadMachineWords } from '../renderer/vocabulary/registry/machine-handles.ts';
import { Loading } from '../renderer/Loading.tsx';
import { BoxPage } from './BoxPage.tsx';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { RootRoute } from './RootRoute.tsx';
import { LazyRoute, routeCode, type RouteCode } from './route-code.tsx';
import { askAhead, listedFiles } from './stylesheet-link.ts';

/** Route data read by the shell: the title key (spec 000 §2), the roles that may enter, the code it loads. */
export interface RouteHandle {
  title?: string;
  roles?: string[];
  code?: RouteCode;
}

/** A route whose code loads on demand: its element waits for it, and preloading starts it early. */
function lazyRoute(
  route: RouteObject & { handle: RouteHandle },
  loader: () => Promise<ReactNode>,
  pending?: ReactNode,
): RouteObject {
  const code = routeCode(loader);
  return { ...route, handle: { ...route.handle, code }, element: <LazyRoute code={code} pending={pending} /> };
}

/**
 * The screen file a route shows, asked for with the route's code: it comes while the session is
 * checked, instead of after it (bench:web's waterfall on the phone profile). A signed-in route's
 * grids and charts also ask for their first data then (src/renderer/host/early-reads.ts).
 */
function preloadScreen(route: SiteRoute, signedIn: boolean): void {
  void import('../renderer/screens/screen-store.ts').then((store) => store.loadScreen(route.screen)).catch(() => undefined);
  if (signedIn)
    void import('../renderer/host/early-reads.ts').then((early) => early.askFirstReads(route.screen)).catch(() => undefined);
}

/** A route of the manifest under its layout: its path there, its handle, and what it shows. */
function pageRoute(route: SiteRoute, layout: SiteLayout): RouteObject {
  const path = route.path.slice(layout.path.length).replace(/^\//, '');
  const handle = { title: route.title, roles: route.roles ?? [] } satisfies RouteHandle;
  // The sign-in is the screen most visits open cold: a box comes with the first script, not after it.
  if (layout.name === 'box' && boxes[route.screen]) return { path, handle, element: <BoxPage screenId={route.screen} /> };
  // The route's code comes with the words of the machines it names, and only those.
  if (layout.name === 'box')
    // Any other screen of the box layout (account opening): no session, the bank's flags. Its box
    // says it is loading meanwhile, in the page's HTML too (scripts/lib/first-paint.ts).
    return lazyRoute(
      { path, handle },
      () => {
        preloadScreen(route, false);
        return Promise.all([import('./OpenScreenPage.tsx'), loadMachineWords(route.machines ?? [])]).then(
          ([module, machines]) => <module.OpenScreenPage route={route} machines={machines} />,
        );
      },
      <Loading />,
    );
  return lazyRoute({ path, handle }, () => {
    preloadScreen(route, true);
    return Promise.all([import('./ScreenPage.tsx'), loadMachineWords(route.machines ?? [])]).then(([module, machines]) => (
      <module.ScreenPage route={route} layout={layout} machines={machines} />
    ));
  });
}

const studioCode = routeCode(() => import('../renderer/studio/StudioPage.tsx').then((module) => <module.StudioPage />));

/**
 * The analysts' preview of the screen files: always under `npm run dev`, on the built site with
 * STUDIO=1. The configuration says which, so its code is not preloaded with the address's.
 */
function StudioRoute({ fallback }: { fallback: string }) {
  return import.meta.env.DEV || appConfig().studio ? <LazyRoute code={studioCode} /> : <Navigate to={fallback} replace />;
}

/** A layout of the manifest with its routes: the boxed authentication area, or the signed-in area. */
function layoutRoute(layout: SiteLayout, pages: SiteRoute[]): RouteObject {
  const children: RouteObject[] = [
    { index: true, element: <Navigate to={layout.index} replace /> },
    ...pages.map((route) => pageRoute(route, layout)),
  ];
  const handle = { title: layout.title } satisfies RouteHandle;
  if (layout.name === 'box') return { path: layout.path, handle, element: <AuthLayout />, children };
  return lazyRoute({ path: layout.path, handle, children }, () =>
    import('./layouts/MainLayout.tsx').then((module) => <module.MainLayout />),
  );
}

/** The layout a route is under: of its name, the one whose path is the longest start of the route's. */
function layoutOf(route: SiteRoute, layouts: readonly SiteLayout[]): SiteLayout | undefined {
  const under = (layout: SiteLayout) =>
    layout.path === '/' || route.path === layout.path || route.path.startsWith(`${layout.path}/`);
  return layouts
    .filter((layout) => layout.name === route.layout && under(layout))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/**
 * spec 000 §2: the routes of the manifest (screens/site/site.json), each area loaded on demand, and
 * unknown paths sent to the fallback (/auth).
 */
function buildRoutes(): RouteObject[] {
  const site = siteSpec();
  return [
    {
      element: <RootRoute />,
      children: [
        ...site.layouts.map((layout) =>
          layoutRoute(
            layout,
            site.routes.filter((route) => layoutOf(route, site.layouts) === layout),
          ),
        ),
        {
          path: '/studio/:screenId?',
          handle: { title: 'routes.studio' } satisfies RouteHandle,
          element: <StudioRoute fallback={site.fallback ?? '/auth'} />,
        },
        { path: '*', element: <Navigate to={site.fallback ?? '/auth'} replace /> },
      ],
    },
  ];
}

export const routes: RouteObject[] = buildRoutes();

/** The routes an address matches, outermost first, each with its handle. */
export function routeMatches(pathname: string): { pathname: string; handle: RouteHandle }[] {
  return (matchRoutes(routes, pathname) ?? []).map((match) => ({
    pathname: match.pathname,
    handle: (match.route.handle ?? {}) as RouteHandle,
  }));
}

/**
 * Starts loading the code of the routes the address matches while the configuration and the texts
 * load, rather than after them (docs/quality.md, bench:web: the sign-in page's code waited for both).
 */
export function preloadRoutesOf(pathname: string): void {
  for (const { handle } of routeMatches(pathname)) {
    if (!handle.code) continue;
    handle.code.load().catch(() => undefined);
  }
}

/**
 * spec 000 §2: every area is preloaded once the first screen is up. A page whose HTML is its first
 * paint (the sign-in) lists the areas' files (scripts/lib/first-paint.ts): they are fetched and
 * compiled, and run only when the area is entered, not while the person types.
 */
export function preloadAreas(): void {
  const listed = listedFiles('balcao-areas');
  if (listed) {
    for (const href of listed) askAhead(href);
    return;
  }
  const layouts = routes.flatMap((root) => root.children ?? []).filter((route) => route.children);
  for (const layout of layouts) (layout.handle as RouteHandle).code?.load().catch(() => undefined);
  void import('./ScreenPage.tsx');
}

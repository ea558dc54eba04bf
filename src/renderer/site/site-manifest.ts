import { site } from 'virtual:balcao-site';
import type { SidebarEntry, SiteRoute, SiteSpec } from '../../generated/screen-format.ts';
import type { FeatureName } from '../screens/types.ts';

export type {
  ProfileMenuItem,
  SidebarEntry,
  SidebarLink,
  SiteInbox,
  SiteLayout,
  SiteRoute,
  SiteSpec,
} from '../../generated/screen-format.ts';

const EMPTY: SiteSpec = { layouts: [], routes: [], sidebar: [] };

/** The site manifest, screens/site/site.json (kind `site`): routes, layouts, menus. */
export function siteSpec(): SiteSpec {
  return site?.spec ?? EMPTY;
}

/** Who is looking: the user's roles and the account's flags. */
export interface Viewer {
  roles: readonly string[];
  features: Partial<Record<FeatureName, boolean>>;
}

/** spec 000 §6: one of the roles (none asked, everyone), and every flag on. */
export function canEnter(access: { roles?: readonly string[]; features?: readonly FeatureName[] }, viewer: Viewer): boolean {
  const roles = access.roles ?? [];
  const byRole = roles.length === 0 || roles.some((role) => viewer.roles.includes(role));
  return byRole && (access.features ?? []).every((flag) => viewer.features[flag] === true);
}

/**
 * Whether the header shows the account (balance, branch, number) to this viewer: only to a user
 * holding one of the manifest's `header.account.roles`; a site that declares none shows it to all.
 */
export function showsAccount(viewer: Pick<Viewer, 'roles'>, spec: SiteSpec = siteSpec()): boolean {
  const account = spec.header?.account;
  return !account || canEnter({ roles: account.roles }, { roles: viewer.roles, features: {} });
}

/** The route of a path, if the site has one. */
export function routeOf(path: string, spec: SiteSpec = siteSpec()): SiteRoute | undefined {
  return spec.routes.find((route) => route.path === path);
}

/**
 * Where a sign-in goes: the address the person was asked to sign in for (an expired session's
 * `redirect`) when it is inside a signed-in layout, never another site; else the first `landing`
 * entry whose roles the user holds (the bank's operators to the back office); else the first
 * signed-in layout's index.
 */
export function landingOf(roles: readonly string[], redirect: string | null, spec: SiteSpec = siteSpec()): string {
  const signedIn = spec.layouts.filter((layout) => layout.name === 'main');
  const path = redirect?.split(/[?#]/)[0] ?? '';
  if (signedIn.some((layout) => path === layout.path || path.startsWith(`${layout.path}/`))) return redirect!;
  const landing = spec.landing?.find((entry) => entry.roles.some((role) => roles.includes(role)));
  return landing?.to ?? signedIn[0]?.index ?? spec.fallback ?? '/auth';
}

/**
 * spec 000 §2: where a user a route keeps out goes: the layout's index when it lets them in, else
 * the index of the first signed-in layout that does (an account holder sent away from the back
 * office goes home, not to another back-office page).
 */
export function homeOf(layoutIndex: string, viewer: Viewer, spec: SiteSpec = siteSpec()): string {
  const admits = (path: string) => {
    const route = routeOf(path, spec);
    return !route || canEnter(route, viewer);
  };
  if (admits(layoutIndex)) return layoutIndex;
  return spec.layouts.find((layout) => layout.name === 'main' && admits(layout.index))?.index ?? spec.fallback ?? '/auth';
}

/**
 * spec 001 §2 and §6: the sidebar entries shown, each only when its route exists and lets the viewer
 * in and its own flags are on; a group shows when its flags are on and one of its links shows.
 */
export function visibleMenu(entries: readonly SidebarEntry[], viewer: Viewer, spec: SiteSpec = siteSpec()): SidebarEntry[] {
  const shown: SidebarEntry[] = [];
  for (const entry of entries) {
    if (!canEnter({ features: entry.features, roles: entry.roles }, viewer)) continue;
    if (entry.children) {
      const children = visibleMenu(entry.children, viewer, spec) as typeof entry.children;
      if (children.length > 0) shown.push({ ...entry, children });
      continue;
    }
    const route = entry.to ? routeOf(entry.to, spec) : undefined;
    if (!route || !canEnter(route, viewer)) continue;
    shown.push(entry);
  }
  return shown;
}

/** The home shortcuts: the sidebar entries the manifest names, under the sidebar's rules, in the manifest's order. */
export function visibleShortcuts(viewer: Viewer, spec: SiteSpec = siteSpec()): SidebarEntry[] {
  const shown = visibleMenu(spec.sidebar, viewer, spec).flatMap((entry) => [entry, ...(entry.children ?? [])]);
  return (spec.shortcuts ?? []).flatMap((key) => shown.filter((entry) => entry.key === key && entry.to));
}

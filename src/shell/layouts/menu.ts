import type { RouteObject } from 'react-router-dom';
import type { AccountConfig } from '../../generated/schemas.ts';
import { hasAnyRole } from '../RoleCheck.tsx';
import type { RouteHandle } from '../routes.tsx';

/** A sidebar entry: a route with its text key `menu.<key>`, or a group (API) holding routes, with no route of its own. */
export interface MenuItem {
  key: string;
  route?: string;
  /** The account-config flag that switches it on; none, always on. */
  enabled?: (config: AccountConfig) => boolean;
  children?: MenuItem[];
}

/** spec 001 §2: the sidebar menu, in order, each item with the flag that gates it (spec 001 §6). */
export const MENU: readonly MenuItem[] = [
  { key: 'home', route: '/account/home' },
  { key: 'extract', route: '/account/transactions/extract' },
  { key: 'pix', route: '/account/pix', enabled: (config) => config.transactions.pixEnable },
  { key: 'transfer', route: '/account/transactions/transfer', enabled: (config) => config.transactions.transferEnable },
  { key: 'payment', route: '/account/transactions/payment', enabled: (config) => config.transactions.paymentEnable },
  { key: 'billing', route: '/account/transactions/billing', enabled: (config) => config.transactions.billingEnable },
  { key: 'card', route: '/account/cartao', enabled: (config) => config.cardEnable },
  { key: 'acquirers', route: '/account/acquirers', enabled: (config) => config.acquirerEnable },
  { key: 'consolidations', route: '/account/consolidations', enabled: (config) => config.consolidationEnable },
  {
    key: 'api',
    enabled: (config) => config.apiEnable,
    children: [
      { key: 'credentials', route: '/account/credentials' },
      { key: 'webhooks', route: '/account/webhooks' },
    ],
  },
  // spec 001 §2: "only if the recommendation feature is on in the transaction config".
  { key: 'indicate', route: '/account/indicate', enabled: (config) => config.transactions.recommendationEnable },
];

/** Every path of the router with the roles its handle asks for (none: everyone). */
export function routeRoles(routes: readonly RouteObject[], parent = ''): Map<string, string[] | undefined> {
  const found = new Map<string, string[] | undefined>();
  for (const route of routes) {
    const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const clean = path.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
    if (route.path !== undefined && !route.path.includes('*') && !route.path.includes(':'))
      found.set(clean, (route.handle as RouteHandle | undefined)?.roles);
    for (const [childPath, roles] of routeRoles(route.children ?? [], clean)) found.set(childPath, roles);
  }
  return found;
}

export interface MenuContext {
  /** The router's paths and the roles each asks for. */
  routes: ReadonlyMap<string, readonly string[] | undefined>;
  /** The account's config; while it is unknown, only the items without a flag show. */
  config: AccountConfig | undefined;
  /** The user's roles. */
  roles: readonly string[];
}

/**
 * spec 001 §2 and §6: the items shown, each only when its route exists, its flag is on and the user
 * holds one of the route's roles; a group shows when it is on and one of its items shows.
 */
export function visibleMenu(items: readonly MenuItem[], context: MenuContext): MenuItem[] {
  const shown: MenuItem[] = [];
  for (const item of items) {
    if (item.enabled && !(context.config && item.enabled(context.config))) continue;
    if (item.children) {
      const children = visibleMenu(item.children, context);
      if (children.length > 0) shown.push({ ...item, children });
      continue;
    }
    if (!item.route || !context.routes.has(item.route)) continue;
    if (!hasAnyRole(context.roles, context.routes.get(item.route))) continue;
    shown.push(item);
  }
  return shown;
}

import type { RouteObject } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import type { AccountConfig } from '../../../src/generated/schemas.ts';
import { accountConfigOf } from '../../../src/sandbox/account-services/account-config.ts';
import { MENU, routeRoles, visibleMenu, type MenuItem } from '../../../src/shell/layouts/menu.ts';

const ALL_ON = {
  cardEnable: true,
  acquirerEnable: true,
  consolidationEnable: true,
  apiEnable: true,
  pixKeyEnable: true,
  limitsEnable: true,
  recommendationEnable: true,
};

function config(flags: Record<string, unknown>): AccountConfig {
  return accountConfigOf('acc-1', flags);
}

/** Every route of the menu, each asking for no role. */
const EVERY_ROUTE = new Map<string, string[] | undefined>(
  MENU.flatMap((item) => [item, ...(item.children ?? [])])
    .filter((item) => item.route)
    .map((item) => [item.route!, []]),
);

const keys = (items: MenuItem[]): string[] => items.flatMap((item) => [item.key, ...keys(item.children ?? [])]);

describe('the sidebar menu (spec 001 §2 and §6)', () => {
  test('with every route and every flag on, the whole menu shows in order, the API group holding its two items', () => {
    const shown = visibleMenu(MENU, { routes: EVERY_ROUTE, config: config(ALL_ON), roles: [] });
    expect(keys(shown)).toEqual([
      'home',
      'extract',
      'pix',
      'transfer',
      'payment',
      'billing',
      'card',
      'acquirers',
      'consolidations',
      'api',
      'credentials',
      'webhooks',
      'indicate',
    ]);
  });

  test.each([
    ['cardEnable', ['card']],
    ['acquirerEnable', ['acquirers']],
    ['consolidationEnable', ['consolidations']],
    ['apiEnable', ['api', 'credentials', 'webhooks']],
    ['recommendationEnable', ['indicate']],
  ])('%s off hides %j and nothing else', (flag, hidden) => {
    const shown = keys(visibleMenu(MENU, { routes: EVERY_ROUTE, config: config({ ...ALL_ON, [flag]: false }), roles: [] }));
    const all = keys(visibleMenu(MENU, { routes: EVERY_ROUTE, config: config(ALL_ON), roles: [] }));
    expect(shown).toEqual(all.filter((key) => !hidden.includes(key)));
  });

  test('the recommendation item follows the transaction config', () => {
    const off = config({ ...ALL_ON, transactions: { recommendationEnable: false } });
    expect(keys(visibleMenu(MENU, { routes: EVERY_ROUTE, config: off, roles: [] }))).not.toContain('indicate');
  });

  test('the transaction items follow their transaction flags', () => {
    const off = config({ ...ALL_ON, transactions: { pixEnable: false, billingEnable: false } });
    const shown = keys(visibleMenu(MENU, { routes: EVERY_ROUTE, config: off, roles: [] }));
    expect(shown).not.toContain('pix');
    expect(shown).not.toContain('billing');
    expect(shown).toContain('transfer');
  });

  test('an item whose route the router lacks is left out, and a group with none of its routes too', () => {
    const routes = new Map([
      ['/account/home', []],
      ['/account/transactions/extract', []],
    ]);
    expect(keys(visibleMenu(MENU, { routes, config: config(ALL_ON), roles: [] }))).toEqual(['home', 'extract']);
    const onlyWebhooks = new Map([['/account/webhooks', []]]);
    expect(keys(visibleMenu(MENU, { routes: onlyWebhooks, config: config(ALL_ON), roles: [] }))).toEqual(['api', 'webhooks']);
  });

  test('while the config is unknown only the items without a flag show', () => {
    expect(keys(visibleMenu(MENU, { routes: EVERY_ROUTE, config: undefined, roles: [] }))).toEqual(['home', 'extract']);
  });

  test("an item shows only when the user holds one of its route's roles; no roles asked, everyone", () => {
    const routes = new Map<string, string[] | undefined>([
      ['/account/home', undefined],
      ['/account/transactions/extract', []],
      ['/account/cartao', ['ACCOUNT_ADMIN']],
    ]);
    const holder = visibleMenu(MENU, { routes, config: config(ALL_ON), roles: ['ACCOUNT_HOLDER'] });
    const admin = visibleMenu(MENU, { routes, config: config(ALL_ON), roles: ['ACCOUNT_HOLDER', 'ACCOUNT_ADMIN'] });
    expect(keys(holder)).toEqual(['home', 'extract']);
    expect(keys(admin)).toEqual(['home', 'extract', 'card']);
  });

  test('the demo accounts: the card item shows for maria once it has a route, never for ana', () => {
    const withCard = new Map([...EVERY_ROUTE]);
    const maria = config({ cardEnable: true, recommendationEnable: true });
    const ana = config({ cardEnable: false, recommendationEnable: false });
    expect(keys(visibleMenu(MENU, { routes: withCard, config: maria, roles: ['ACCOUNT_HOLDER'] }))).toContain('card');
    expect(keys(visibleMenu(MENU, { routes: withCard, config: ana, roles: ['ACCOUNT_HOLDER'] }))).not.toContain('card');
  });
});

describe('the paths of the router', () => {
  test('nested paths are joined, index, wildcard and parameter routes are left out, and each keeps its roles', () => {
    const routes: RouteObject[] = [
      {
        children: [
          { path: '/auth', children: [{ index: true }, { path: 'login' }] },
          {
            path: '/account',
            children: [
              { path: 'home', handle: { roles: [] } },
              { path: 'transactions/extract', handle: { roles: ['ACCOUNT_HOLDER'] } },
              { path: 'cards/:id' },
            ],
          },
          { path: '*' },
        ],
      },
    ];
    const found = routeRoles(routes);
    expect([...found.keys()]).toEqual(['/auth', '/auth/login', '/account', '/account/home', '/account/transactions/extract']);
    expect(found.get('/account/transactions/extract')).toEqual(['ACCOUNT_HOLDER']);
    expect(found.get('/account/home')).toEqual([]);
  });

  test("the site's router has a route for every area the menu offers today", async () => {
    const { routes } = await import('../../../src/shell/routes.tsx');
    const found = routeRoles(routes);
    for (const path of [
      '/account/home',
      '/account/transactions/extract',
      '/account/pix',
      '/account/transactions/transfer',
      '/account/transactions/payment',
      '/account/transactions/billing',
      '/account/cartao',
      '/account/cartao/detalhes-do-cartao',
    ])
      expect(found.has(path), path).toBe(true);
    // Areas still to come (acquirers, consolidations, API credentials) have no route, so the menu leaves them out.
    expect(found.has('/account/acquirers')).toBe(false);
  });
});

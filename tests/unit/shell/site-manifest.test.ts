import { describe, expect, test } from 'vitest';
import type { AccountConfig } from '../../../src/generated/schemas.ts';
import {
  canEnter,
  homeOf,
  landingOf,
  showsAccount,
  siteSpec,
  visibleMenu,
  visibleShortcuts,
  type SiteSpec,
} from '../../../src/renderer/site/site-manifest.ts';
import { featuresOf } from '../../../src/renderer/vocabulary/registry/flags.ts';
import { accountConfigOf } from '../../../src/sandbox/account-services/account-config.ts';

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

const viewer = (flags: Record<string, unknown>, roles: string[] = []) => ({ roles, features: featuresOf(config(flags)) });

/** The manifest with a route for every sidebar link, each asking for no role. */
function everyRoute(): SiteSpec {
  const site = siteSpec();
  const links = site.sidebar.flatMap((entry) => [entry, ...(entry.children ?? [])]).filter((entry) => entry.to);
  return {
    ...site,
    routes: links.map((entry) => ({ path: entry.to!, layout: 'main', title: entry.label, screen: 'home' })),
  };
}

const keys = (entries: { key: string; children?: { key: string }[] }[]): string[] =>
  entries.flatMap((entry) => [entry.key, ...keys(entry.children ?? [])]);

describe('the sidebar of the manifest (spec 001 §2 and §6)', () => {
  test('with every route and every flag on, the whole menu shows in order, the API group holding its two items', () => {
    const site = everyRoute();
    expect(keys(visibleMenu(site.sidebar, viewer(ALL_ON), site))).toEqual([
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
    const site = everyRoute();
    const all = keys(visibleMenu(site.sidebar, viewer(ALL_ON), site));
    expect(keys(visibleMenu(site.sidebar, viewer({ ...ALL_ON, [flag]: false }), site))).toEqual(
      all.filter((key) => !hidden.includes(key)),
    );
  });

  test('the transaction items follow their transaction flags, and the recommendation item the transaction config', () => {
    const site = everyRoute();
    const off = { ...ALL_ON, transactions: { pixEnable: false, billingEnable: false, recommendationEnable: false } };
    const shown = keys(visibleMenu(site.sidebar, viewer(off), site));
    expect(shown).not.toContain('pix');
    expect(shown).not.toContain('billing');
    expect(shown).not.toContain('indicate');
    expect(shown).toContain('transfer');
  });

  test("the site's own routes: every area of the sidebar has a route, so the menu shows them all with every flag on", () => {
    expect(keys(visibleMenu(siteSpec().sidebar, viewer(ALL_ON)))).toEqual([
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

  test('while the config is unknown only the items without a flag show', () => {
    expect(keys(visibleMenu(siteSpec().sidebar, { roles: [], features: featuresOf(undefined) }))).toEqual(['home', 'extract']);
  });

  test("an item shows only when the user holds one of its route's roles; no roles asked, everyone", () => {
    const site = everyRoute();
    site.routes = site.routes.map((route) => (route.path === '/account/cartao' ? { ...route, roles: ['ACCOUNT_ADMIN'] } : route));
    expect(keys(visibleMenu(site.sidebar, viewer(ALL_ON, ['ACCOUNT_HOLDER']), site))).not.toContain('card');
    expect(keys(visibleMenu(site.sidebar, viewer(ALL_ON, ['ACCOUNT_HOLDER', 'ACCOUNT_ADMIN']), site))).toContain('card');
  });

  test('the home shortcuts follow the same rules: the card one goes with the card flag', () => {
    expect(visibleShortcuts(viewer(ALL_ON)).map((entry) => entry.key)).toEqual(['pix', 'transfer', 'payment', 'billing', 'card']);
    expect(visibleShortcuts(viewer({ ...ALL_ON, cardEnable: false })).map((entry) => entry.key)).not.toContain('card');
  });
});

describe('who may enter (spec 000 §6)', () => {
  test('one of the roles asked lets in, none asked lets everyone in, and every flag must be on', () => {
    const holder = { roles: ['ACCOUNT_HOLDER'], features: { limitsEnable: true } };
    expect(canEnter({}, holder)).toBe(true);
    expect(canEnter({ roles: [] }, { roles: [], features: {} })).toBe(true);
    expect(canEnter({ roles: ['ACCOUNT_ADMIN', 'ACCOUNT_HOLDER'] }, holder)).toBe(true);
    expect(canEnter({ roles: ['ACCOUNT_ADMIN'] }, holder)).toBe(false);
    expect(canEnter({ features: ['limitsEnable'] }, holder)).toBe(true);
    expect(canEnter({ features: ['limitsEnable', 'cardEnable'] }, holder)).toBe(false);
  });
});

describe('the back office of the manifest (spec 000 §6)', () => {
  const site = siteSpec();
  const backOffice = site.routes.filter((route) => route.path.startsWith('/back-office'));

  test('every back-office route asks for the role BANK_OPERATOR, and only an operator sees its menu', () => {
    expect(backOffice.length).toBeGreaterThanOrEqual(5);
    for (const route of backOffice) expect(route.roles, route.path).toEqual(['BANK_OPERATOR']);
    const holder = viewer(ALL_ON, ['ACCOUNT_HOLDER', 'ACCOUNT_ADMIN']);
    expect(keys(visibleMenu(site.sidebar, holder))).not.toContain('backOffice');
    expect(backOffice.some((route) => canEnter(route, holder))).toBe(false);
    expect(keys(visibleMenu(site.sidebar, viewer(ALL_ON, ['BANK_OPERATOR'])))).toEqual(
      expect.arrayContaining(['backOffice', 'backOfficeAccounts', 'backOfficeProducts']),
    );
  });

  test('a holder kept out of a back-office page goes home, an operator to the back office', () => {
    expect(homeOf('/back-office/accounts', viewer(ALL_ON, ['ACCOUNT_HOLDER']))).toBe('/account/home');
    expect(homeOf('/back-office/accounts', viewer(ALL_ON, ['BANK_OPERATOR']))).toBe('/back-office/accounts');
    expect(homeOf('/account/home', viewer(ALL_ON, ['ACCOUNT_HOLDER']))).toBe('/account/home');
  });

  test("the header shows the account to its holders only: a bank's operator has none, so no balance", () => {
    expect(showsAccount({ roles: ['ACCOUNT_HOLDER'] })).toBe(true);
    expect(showsAccount({ roles: ['ACCOUNT_HOLDER', 'ACCOUNT_ADMIN'] })).toBe(true);
    expect(showsAccount({ roles: ['BANK_OPERATOR'] })).toBe(false);
    expect(showsAccount({ roles: [] })).toBe(false);
    // A site that names no roles for it shows it to everyone.
    const { header: _header, ...withoutHeader } = siteSpec();
    expect(showsAccount({ roles: ['BANK_OPERATOR'] }, withoutHeader)).toBe(true);
  });

  test("a sign-in lands where the manifest says for the user's roles, or where the expired session was, never another site", () => {
    expect(landingOf(['ACCOUNT_HOLDER'], null)).toBe('/account/home');
    expect(landingOf(['BANK_OPERATOR'], null)).toBe('/back-office/accounts');
    expect(landingOf(['ACCOUNT_HOLDER'], '/account/transactions/extract?from=2026-11-01')).toBe(
      '/account/transactions/extract?from=2026-11-01',
    );
    expect(landingOf(['BANK_OPERATOR'], '/back-office/products')).toBe('/back-office/products');
    for (const elsewhere of ['https://evil.example/account', '//evil.example', '/accounts-elsewhere', '/auth/login'])
      expect(landingOf(['ACCOUNT_HOLDER'], elsewhere), elsewhere).toBe('/account/home');
  });
});

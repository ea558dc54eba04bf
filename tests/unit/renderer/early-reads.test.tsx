// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { askEarly } from '../../../src/api/early-answers.ts';
import { storeAuth } from '../../../src/api/auth-store.ts';
import { createQueryClient } from '../../../src/api/queries.ts';
import { firstGridRead } from '../../../src/renderer/host/early-reads.ts';
import { earlyReadKey, useOperationQuery } from '../../../src/renderer/host/operation-calls.ts';
import { ScreenProviders } from '../../../src/renderer/ScreenRoot.tsx';
import { loadScreen, sectionsOf } from '../../../src/renderer/screens/screen-store.ts';
import { siteSpec } from '../../../src/renderer/site/site-manifest.ts';
import { loadOperationWord } from '../../../src/renderer/vocabulary/registry/operation-loader.ts';
import { renderScreen, testHost } from './support/render-screen.tsx';

afterEach(cleanup);

describe("a grid's first read, known before the page renders", () => {
  test('is, for every grid a route of the site opens with that can know it, the read the grid makes as it opens', async () => {
    const grids = [];
    const routeScreens = new Set<string>();
    for (const route of siteSpec().routes) {
      routeScreens.add(route.screen);
      for (const section of sectionsOf(await loadScreen(route.screen))) routeScreens.add(section);
    }
    for (const id of routeScreens) {
      const module = await loadScreen(id);
      // The roles the screen is for; the back office's grids bind the operator's merchant.
      const user = { ...testHost().user!, merchantId: 'merchant-1', roles: module.screen.roles ?? [] };
      const read = firstGridRead(module, user);
      if (read) grids.push({ id, read, user });
    }
    expect(grids.map(({ id }) => id)).toEqual(expect.arrayContaining(['statement', 'bo-accounts', 'credentials-list']));
    // The statement (spec 001 §9: its last 7 days) among them, with its paging and its dates.
    expect(grids.find(({ id }) => id === 'statement')?.read.params).toMatchObject({
      accountId: 'account-1',
      pageNumber: 1,
      pageSize: 20,
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
    });
    for (const { id, read, user } of grids) {
      const made: string[] = [];
      const host = testHost({
        data: (operation, params) => {
          made.push(earlyReadKey(operation, params));
          return { items: [], totalCount: 0 };
        },
      });
      // Every flag on: a grid behind one (the company's credentials) shows.
      const features = new Proxy({}, { get: () => true });
      const { unmount } = await renderScreen(id, { host: { ...host, user, features } });
      await waitFor(() => expect(made.length, id).toBeGreaterThan(0));
      expect(made[0], id).toBe(earlyReadKey(read.operation, read.params));
      unmount();
    }
  });

  test('is not known for a grid bound to the address', async () => {
    const module = await loadScreen('statement');
    const bound = {
      ...module,
      screen: {
        ...module.screen,
        spec: {
          ...(module.screen as { spec: object }).spec,
          data: { operation: 'accountTransactions', params: { accountId: '@route.id' } },
        },
      },
    } as typeof module;
    expect(firstGridRead(bound, { accountId: 'account-1' })).toBeUndefined();
  });
});

const PARAMS = { accountId: 'account-1', pageNumber: 1, pageSize: 20 };

function Reader() {
  const query = useOperationQuery({ operation: 'accountTransactions', params: PARAMS });
  return <p>{query.status === 'success' ? JSON.stringify(query.data) : query.status}</p>;
}

/** A screen reading the statement's first page under a fresh cache, over a host that counts its calls. */
async function open() {
  await loadOperationWord('accountTransactions');
  const calls: string[] = [];
  const host = testHost({
    call: async (operation) => {
      calls.push(operation);
      return { from: 'screen' };
    },
  });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <ScreenProviders host={host}>
        <Reader />
      </ScreenProviders>
    </QueryClientProvider>,
  );
  return { calls, view };
}

describe('a read asked early', () => {
  test("is the screen's answer: the screen asks nothing", async () => {
    storeAuth({ access_token: 'token-early', token_type: 'Bearer', expires_in: 600 });
    let asked = 0;
    askEarly(earlyReadKey('accountTransactions', PARAMS), async () => {
      asked += 1;
      return { from: 'early' };
    });
    const { calls, view } = await open();
    expect(await view.findByText('{"from":"early"}')).toBeTruthy();
    expect(calls).toEqual([]);
    expect(asked).toBe(1);
  });

  test('after the screen asked for itself, is not asked: one call', async () => {
    storeAuth({ access_token: 'token-late', token_type: 'Bearer', expires_in: 600 });
    const { calls, view } = await open();
    expect(await view.findByText('{"from":"screen"}')).toBeTruthy();
    let asked = 0;
    askEarly(earlyReadKey('accountTransactions', PARAMS), async () => {
      asked += 1;
      return { from: 'early' };
    });
    expect(asked).toBe(0);
    expect(calls).toEqual(['accountTransactions']);
  });
});

// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { askEarly } from '../../../src/api/early-answers.ts';
import { storeAuth } from '../../../src/api/auth-store.ts';
import { createQueryClient } from '../../../src/api/queries.ts';
import { firstReads } from '../../../src/renderer/host/early-reads.ts';
import { earlyReadKey, useOperationQuery } from '../../../src/renderer/host/operation-calls.ts';
import { ScreenProviders } from '../../../src/renderer/ScreenRoot.tsx';
import { loadScreen, sectionsOf } from '../../../src/renderer/screens/screen-store.ts';
import { siteSpec } from '../../../src/renderer/site/site-manifest.ts';
import { loadOperationWord } from '../../../src/renderer/vocabulary/registry/operation-loader.ts';
import { renderScreen, testHost } from './support/render-screen.tsx';

afterEach(cleanup);

describe("a screen's first reads, known before the page renders", () => {
  test('are, for every grid and chart a route of the site opens with that can know them, the reads the screen makes as it opens', async () => {
    const screens = [];
    const routeScreens = new Set<string>();
    for (const route of siteSpec().routes) {
      routeScreens.add(route.screen);
      for (const section of sectionsOf(await loadScreen(route.screen))) routeScreens.add(section);
    }
    for (const id of routeScreens) {
      const module = await loadScreen(id);
      // The roles the screen is for; the back office's grids bind the operator's merchant.
      const user = { ...testHost().user!, merchantId: 'merchant-1', roles: module.screen.roles ?? [] };
      const reads = firstReads(module, user);
      if (reads.length > 0) screens.push({ id, reads, user });
    }
    expect(screens.map(({ id }) => id)).toEqual(
      expect.arrayContaining(['statement', 'bo-accounts', 'credentials-list', 'consolidations']),
    );
    // The statement (spec 001 §9: its last 7 days) among them, with its paging and its dates.
    expect(screens.find(({ id }) => id === 'statement')?.reads).toEqual([
      {
        operation: 'accountTransactions',
        params: expect.objectContaining({
          accountId: 'account-1',
          pageNumber: 1,
          pageSize: 20,
          startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
        }),
      },
    ]);
    // The consolidations: the chart's days and the period's totals, over the same 30 days.
    const consolidations = screens.find(({ id }) => id === 'consolidations')!.reads;
    expect(consolidations.map((read) => read.operation)).toEqual(['consolidationChart', 'consolidation']);
    expect(consolidations[0]!.params).toEqual(consolidations[1]!.params);
    for (const { id, reads, user } of screens) {
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
      await waitFor(() => expect(made.length, id).toBeGreaterThanOrEqual(reads.length));
      expect(made.slice(0, reads.length).sort(), id).toEqual(reads.map((read) => earlyReadKey(read.operation, read.params)).sort());
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
    expect(firstReads(bound, { accountId: 'account-1' })).toEqual([]);
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

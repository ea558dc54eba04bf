// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient, refreshForHubEvent } from '../../../src/api/queries.ts';
import { ScreenProviders } from '../../../src/renderer/ScreenRoot.tsx';
import { SHARED_ANSWER_MS } from '../../../src/renderer/host/operation-calls.ts';
import { ScreenView } from '../../../src/renderer/ScreenView.tsx';
import { loadScreen } from '../../../src/renderer/screens/screen-store.ts';
import { setupI18n } from './support/i18n.ts';
import { testHost } from './support/render-screen.tsx';
import './support/dom-matchers.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const entry = (id: string, description: string) => ({
  id,
  accountId: 'account-1',
  currency: 'BRL',
  amount: 10,
  balance: 110,
  launch: 'CREDIT',
  description,
  entity: 'RECEIVE_PIX',
  executedAt: '2026-03-02T15:04:00Z',
  canReverse: false,
});

/** The statement over a bank whose entries the test adds to, counting each read; `again` opens it once more. */
async function statement() {
  await setupI18n();
  await loadScreen('statement');
  const entries = [entry('e1', 'Saldo anterior')];
  const reads: string[] = [];
  const host = testHost({
    data: (operation) => {
      reads.push(operation);
      return { items: [...entries], currentPage: 1, pageSize: 20, totalCount: entries.length };
    },
  });
  const client = createQueryClient();
  const again = () =>
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ScreenProviders host={host}>
            <ScreenView id="statement" />
          </ScreenProviders>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  again();
  await screen.findByRole('cell', { name: 'Saldo anterior' });
  return { client, entries, reads, again };
}

describe("a screen's data is the site's react-query cache", () => {
  test('a hub event the data source names (refreshOn) loads it again: a PIX received shows without a reload', async () => {
    const { client, entries, reads } = await statement();
    expect(reads).toEqual(['accountTransactions']);
    entries.unshift(entry('e2', 'PIX recebido de Ana'));
    await refreshForHubEvent(client, 'AccountTransaction');
    expect(await screen.findByRole('cell', { name: 'PIX recebido de Ana' })).toBeInTheDocument();
    expect(reads).toEqual(['accountTransactions', 'accountTransactions']);
  });

  test('an event it does not name leaves it alone', async () => {
    const { client, reads } = await statement();
    await refreshForHubEvent(client, 'AccountBilling');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toEqual(['accountTransactions']);
  });

  test("the site's refetch after a reconnect (every query made stale) reaches the screen too", async () => {
    const { client, entries, reads } = await statement();
    entries.unshift(entry('e3', 'Depósito durante a queda'));
    await client.invalidateQueries();
    await waitFor(() => expect(reads).toHaveLength(2));
    expect(await screen.findByRole('cell', { name: 'Depósito durante a queda' })).toBeInTheDocument();
  });

  test('a screen that opens moments after another read the same call takes its answer; later, or once stale, it reads again', async () => {
    const { client, entries, reads, again } = await statement();
    again();
    expect(await screen.findAllByRole('cell', { name: 'Saldo anterior' })).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toEqual(['accountTransactions']);

    // Past the moment, a screen that opens reads again: what the bank did since shows in it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SHARED_ANSWER_MS);
    entries.unshift(entry('e4', 'PIX recebido de Ana'));
    again();
    await waitFor(() => expect(reads).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByRole('cell', { name: 'PIX recebido de Ana' })).toHaveLength(3));

    // An answer a change made stale is read again however recent.
    await client.invalidateQueries({ refetchType: 'none' });
    again();
    await waitFor(() => expect(reads).toHaveLength(3));
  });
});

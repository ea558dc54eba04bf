// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import { createQueryClient, refreshForHubEvent } from '../../../src/api/queries.ts';
import { ScreenProviders } from '../../../src/renderer/ScreenRoot.tsx';
import { ScreenView } from '../../../src/renderer/ScreenView.tsx';
import { loadScreen } from '../../../src/renderer/screens/screen-store.ts';
import { setupI18n } from './support/i18n.ts';
import { testHost } from './support/render-screen.tsx';
import './support/dom-matchers.ts';

afterEach(cleanup);

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

/** The statement over a bank whose entries the test adds to, counting each read. */
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
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ScreenProviders host={host}>
          <ScreenView id="statement" />
        </ScreenProviders>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('cell', { name: 'Saldo anterior' });
  return { client, entries, reads };
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
});

// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '../../../src/api/queries.ts';
import { SHARED_ANSWER_MS, useOperationQuery } from '../../../src/renderer/host/operation-calls.ts';
import { ScreenProviders } from '../../../src/renderer/ScreenRoot.tsx';
import { loadOperationWord } from '../../../src/renderer/vocabulary/registry/operation-loader.ts';
import { testHost } from './support/render-screen.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const PARAMS = { accountId: 'account-1', page: 1 };

/** A screen reading the statement, noting how many calls the bank had when its page was laid out (before its effects). */
function Reader({ atLayout }: { atLayout: () => void }) {
  const query = useOperationQuery({ operation: 'accountTransactions', params: PARAMS });
  useLayoutEffect(() => {
    atLayout();
  }, [atLayout]);
  return <p>{query.status}</p>;
}

/** Readers under one site cache, over a bank that answers `answer` and counts its calls. */
async function readers(answer: () => Promise<unknown>) {
  await loadOperationWord('accountTransactions');
  const calls: string[] = [];
  const host = testHost({
    call: async (operation) => {
      calls.push(operation);
      return answer();
    },
  });
  const client = createQueryClient();
  const open = (atLayout: () => void = () => undefined) =>
    render(
      <QueryClientProvider client={client}>
        <ScreenProviders host={host}>
          <Reader atLayout={atLayout} />
        </ScreenProviders>
      </QueryClientProvider>,
    );
  return { calls, client, open };
}

describe('a screen read through the cache', () => {
  test('leaves with the render, before the effects that follow the paint, and is made once', async () => {
    const { calls, open } = await readers(async () => ({ items: [], totalCount: 0 }));
    const atLayout: number[] = [];
    const { findByText } = open(() => atLayout.push(calls.length));
    expect(atLayout).toEqual([1]);
    await findByText('success');
    expect(calls).toEqual(['accountTransactions']);
  });

  test('that failed moments ago is not made again by a screen that opens: one call, one error; later it is', async () => {
    const { calls, client, open } = await readers(async () => {
      throw new Error('indisponível');
    });
    const first = open();
    await first.findByText('error');
    const again = open();
    expect(await again.findAllByText('error')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SHARED_ANSWER_MS);
    open();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });
});

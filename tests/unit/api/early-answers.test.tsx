// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';

afterEach(cleanup);

/** The site's API over a bank that answers every GET with its path, after `delay` ms, and counts the calls. */
async function site(delay: number) {
  const calls: string[] = [];
  vi.doMock('../../../src/api/http-client.ts', () => ({
    http: {
      get: (url: string) => {
        calls.push(url);
        return new Promise((resolve) => setTimeout(() => resolve({ data: { url } }), delay));
      },
    },
  }));
  vi.resetModules();
  const { storeAuth } = await import('../../../src/api/auth-store.ts');
  const { prefetchAccountAnswers } = await import('../../../src/api/accounts.ts');
  const { createQueryClient, useAccountConfig, useBalance } = await import('../../../src/api/queries.ts');
  storeAuth({ access_token: 'token-1', token_type: 'Bearer', expires_in: 600 });
  /** What each render of a signed-in header saw: the flags' and the balance's status. */
  const seen: string[] = [];
  function Header() {
    const flags = useAccountConfig('account-1');
    const balance = useBalance('account-1');
    seen.push(`${flags.status} ${balance.status}`);
    return null;
  }
  const open = () =>
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Header />
      </QueryClientProvider>,
    );
  return { calls, seen, open, ask: () => prefetchAccountAnswers('account-1') };
}

describe("the account's early answers", () => {
  test('once come, are on the first render of the screens that read them, and nothing is asked again', async () => {
    const { calls, seen, open, ask } = await site(0);
    ask();
    await new Promise((resolve) => setTimeout(resolve, 20));
    open();
    expect(seen[0]).toBe('success success');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.sort()).toEqual(['/api/Accounts/account-1/Balance', '/api/Accounts/account-1/Config']);
  });

  test('still on their way, are awaited by those screens rather than asked again', async () => {
    const { calls, seen, open, ask } = await site(30);
    ask();
    open();
    expect(seen[0]).toBe('pending pending');
    await vi.waitFor(() => expect(seen.at(-1)).toBe('success success'));
    expect(calls).toHaveLength(2);
  });
});

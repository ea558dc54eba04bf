// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { createHubConnection } from '../../../src/api/hub-client.ts';
import type { CurrentUser } from '../../../src/generated/schemas.ts';
import { sessionMachine } from '../../../src/machines/session.machine.ts';
import { HubWatcher } from '../../../src/shell/session/HubWatcher.tsx';
import { SessionContext } from '../../../src/shell/session/session-context.ts';
// The session's runtime (XState, the machine) loaded up front, as the site has it by the time it signs in.
import '../../../src/shell/session/session-runtime.ts';

/**
 * The hub connection machine as the signed-in area runs it: the real watcher with the real session
 * and query cache, the SignalR connection replaced by one the test opens, drops and restores. What
 * the person sees after a drop, a reconnect, the network coming back or a missed event is the page
 * fetched again: here, the query cache invalidated.
 */
interface FakeConnection {
  handlers: Map<string, (payload: unknown) => void>;
  close?: () => void;
  reconnecting?: () => void;
  reconnected?: () => void;
  stopped: boolean;
}
const connections: FakeConnection[] = [];
let startAnswers: boolean[] = [];

vi.mock('../../../src/api/hub-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/hub-client.ts')>()),
  createHubConnection: vi.fn(async () => {
    const connection: FakeConnection = { handlers: new Map(), stopped: false };
    connections.push(connection);
    return {
      on: (name: string, handler: (payload: unknown) => void) => connection.handlers.set(name, handler),
      onreconnecting: (handler: () => void) => (connection.reconnecting = handler),
      onreconnected: (handler: () => void) => (connection.reconnected = handler),
      onclose: (handler: () => void) => (connection.close = handler),
      start: async () => {
        if (startAnswers.shift() === false) throw new Error('the hub is down');
      },
      stop: async () => void (connection.stopped = true),
    };
  }),
}));

beforeEach(() => {
  vi.useFakeTimers();
  connections.length = 0;
  startAnswers = [];
  vi.mocked(createHubConnection).mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const tick = () => act(() => vi.advanceTimersByTimeAsync(0));
/** Past the longest retry wait (one minute, with jitter). */
const afterRetry = () => act(() => vi.advanceTimersByTimeAsync(61_000));

/** The signed-in area's hub watcher with the real session and query cache; how often the whole page was fetched again. */
function signedInArea() {
  const queryClient = new QueryClient();
  const refetches = vi.spyOn(queryClient, 'invalidateQueries');
  const session = sessionMachine.provide({
    actors: { restoreSession: fromPromise(async () => ({ accountId: 'acc-1', a2fEnabled: false }) as unknown as CurrentUser) },
  });
  let sessionState = '';
  function Session() {
    sessionState = SessionContext.useSelector((snapshot) =>
      `${String(snapshot.value)} ${snapshot.context.endReason ?? ''}`.trim(),
    );
    return null;
  }
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider logic={session}>
        <Session />
        <HubWatcher />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return {
    view,
    queryClient,
    refetchAll: () => refetches.mock.calls.filter(([filters]) => filters === undefined).length,
    sessionState: () => sessionState,
  };
}

test('a dropped socket is opened again and the page reloaded; so are a reconnect, the network back and a missed event', async () => {
  const { view, refetchAll, sessionState } = signedInArea();
  await tick();
  expect(connections).toHaveLength(1);
  expect(refetchAll()).toBe(0);

  // The socket drops: after the wait a new connection opens, and what the page shows is fetched again.
  act(() => connections[0]!.close!());
  await tick();
  expect(connections).toHaveLength(1);
  await afterRetry();
  expect(connections).toHaveLength(2);
  expect(refetchAll()).toBe(1);

  // A start that fails is tried again after the wait (both within the minute).
  startAnswers = [false];
  act(() => connections[1]!.close!());
  await afterRetry();
  expect(connections).toHaveLength(4);
  expect(refetchAll()).toBe(2);

  // The client reconnects by itself: fetched again once it is back.
  act(() => connections[3]!.reconnecting!());
  await tick();
  expect(refetchAll()).toBe(2);
  act(() => connections[3]!.reconnected!());
  await tick();
  expect(refetchAll()).toBe(3);

  // Events in sequence pass on; a gap means one was missed, and everything is fetched again.
  act(() => connections[3]!.handlers.get('Account')!({ sequence: 1 }));
  act(() => connections[3]!.handlers.get('Account')!({ sequence: 2 }));
  await tick();
  expect(refetchAll()).toBe(3);
  act(() => connections[3]!.handlers.get('Account')!({ sequence: 5 }));
  await tick();
  expect(refetchAll()).toBe(4);

  // The tab comes back: fetched again.
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  await tick();
  expect(refetchAll()).toBe(5);

  // The network goes while waiting to retry: no retry until it is back, then a new connection and a reload.
  act(() => connections[3]!.close!());
  act(() => void window.dispatchEvent(new Event('offline')));
  await afterRetry();
  expect(connections).toHaveLength(4);
  act(() => void window.dispatchEvent(new Event('online')));
  await tick();
  expect(connections).toHaveLength(5);
  // Once for the network back, once for the connection started again after a drop.
  expect(refetchAll()).toBe(7);

  // The network goes and comes back while connected: no retries while offline, then a new connection and a reload.
  act(() => void window.dispatchEvent(new Event('offline')));
  await afterRetry();
  expect(connections).toHaveLength(5);
  act(() => void window.dispatchEvent(new Event('online')));
  await tick();
  expect(connections).toHaveLength(6);
  expect(refetchAll()).toBe(8);

  // A Logout from the bank ends the session; leaving the signed-in area closes the connection.
  act(() => connections[5]!.handlers.get('Logout')!({}));
  await tick();
  expect(sessionState()).toMatch(/forced$/);
  view.unmount();
  await tick();
  expect(connections[5]!.stopped).toBe(true);
  await afterRetry();
  expect(connections).toHaveLength(6);
});

test('the first connection fetches again what a hub event refreshes: an event sent before it was made reached nobody', async () => {
  const { queryClient, refetchAll } = signedInArea();
  const cache = queryClient.getQueryCache();
  cache.build(queryClient, { queryKey: ['operation', 'unreadMessages', {}], meta: { refreshOn: ['AccountNotification'] } });
  cache.build(queryClient, { queryKey: ['operation', 'profile', {}] });
  queryClient.setQueryData(['operation', 'unreadMessages', {}], { total: 1 });
  queryClient.setQueryData(['operation', 'profile', {}], { name: 'Maria' });
  await tick();
  expect(connections).toHaveLength(1);
  expect(queryClient.getQueryState(['operation', 'unreadMessages', {}])!.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(['operation', 'profile', {}])!.isInvalidated).toBe(false);
  expect(refetchAll()).toBe(0);
});

test('the client coming back by itself on the first connection reloads the page', async () => {
  const { refetchAll } = signedInArea();
  await tick();
  expect(connections).toHaveLength(1);
  act(() => connections[0]!.reconnecting!());
  await tick();
  expect(refetchAll()).toBe(0);
  act(() => connections[0]!.reconnected!());
  await tick();
  expect(refetchAll()).toBe(1);
  expect(connections).toHaveLength(1);
});

test('a page opened offline connects once the network is back', async () => {
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
  try {
    const session = sessionMachine.provide({
      actors: { restoreSession: fromPromise(async () => ({ accountId: 'acc-1', a2fEnabled: false }) as unknown as CurrentUser) },
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext.Provider logic={session}>
          <HubWatcher />
        </SessionContext.Provider>
      </QueryClientProvider>,
    );
    await afterRetry();
    expect(connections).toHaveLength(0);
    act(() => void window.dispatchEvent(new Event('online')));
    await tick();
    expect(connections).toHaveLength(1);
  } finally {
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  }
});

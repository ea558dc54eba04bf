// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { CurrentUser } from '../../../src/generated/schemas.ts';
import { appConfig } from '../../../src/api/config.ts';
import { sessionMachine } from '../../../src/machines/session.machine.ts';
import { InactivityWatcher } from '../../../src/shell/session/InactivityWatcher.tsx';
import { SessionContext } from '../../../src/shell/session/session-context.ts';
// The session's runtime (XState, the machine) loaded up front, as the site has it by the time it signs in.
import '../../../src/shell/session/session-runtime.ts';

/**
 * The inactivity machine as the signed-in area runs it: the real watcher and the real session
 * machine (its server calls answered here), the page's clock the test's. After the configured time
 * without activity the session ends for inactivity; activity before then starts the count again.
 */
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Session() {
  const state = SessionContext.useSelector((snapshot) => `${String(snapshot.value)} ${snapshot.context.endReason ?? ''}`.trim());
  return <output data-testid="session">{state}</output>;
}

function renderSignedIn() {
  const signOuts: number[] = [];
  const logic = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => ({ a2fEnabled: false, changePassword: false }) as unknown as CurrentUser),
      signOut: fromPromise<void>(async () => {
        signOuts.push(Date.now());
      }),
    },
  });
  render(
    <SessionContext.Provider logic={logic}>
      <Session />
      <InactivityWatcher />
    </SessionContext.Provider>,
  );
  return signOuts;
}

const seconds = (count: number) => act(() => vi.advanceTimersByTimeAsync(count * 1000));

test('the session ends for inactivity after the configured time without activity, and activity starts the count again', async () => {
  const downtime = appConfig().downtime;
  const signOuts = renderSignedIn();
  await seconds(0);
  expect(screen.getByTestId('session')).toHaveProperty('textContent', 'signedIn');

  await seconds(downtime - 10);
  expect(screen.getByTestId('session')).toHaveProperty('textContent', 'signedIn');
  // The person moves the pointer: the count starts again from zero.
  await act(async () => void window.dispatchEvent(new Event('pointerdown')));
  await seconds(downtime - 10);
  expect(screen.getByTestId('session')).toHaveProperty('textContent', 'signedIn');
  expect(signOuts).toEqual([]);

  await seconds(11);
  expect(screen.getByTestId('session')).toHaveProperty('textContent', 'signedOut inactivity');
  expect(signOuts).toHaveLength(1);
});

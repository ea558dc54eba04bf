// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { subscribeNotices, type Notice } from '../../../src/api/notices.ts';
import * as push from '../../../src/api/push.ts';
import type { CurrentUser } from '../../../src/generated/schemas.ts';
import { sessionMachine } from '../../../src/machines/session.machine.ts';
import { PushWatcher } from '../../../src/shell/session/PushWatcher.tsx';
import { SessionContext } from '../../../src/shell/session/session-context.ts';
// The session's runtime (XState, the machine) loaded up front, as the site has it by the time it signs in.
import '../../../src/shell/session/session-runtime.ts';
import { setupI18n, text } from '../renderer/support/i18n.ts';
import '../renderer/support/dom-matchers.ts';

/**
 * The push permission machine as the signed-in area runs it: the real watcher, its question and its
 * warnings, with the browser's side (permission, its question, the push token) and the device
 * registration answered here. The browser's three answers, and what it had decided before.
 */
vi.mock('../../../src/api/push.ts', () => ({
  browserPermission: vi.fn(),
  requestPushPermission: vi.fn(),
  deviceRegisteredThisSession: () => false,
  pushPromptDismissed: () => false,
  dismissPushPrompt: () => undefined,
  loadPushConfig: async () => ({}),
  fetchPushToken: vi.fn(async () => 'push-token-1'),
  registerDevice: vi.fn(async () => ({})),
  onForegroundPush: () => () => undefined,
}));

beforeAll(() => setupI18n());
let notices: Notice[] = [];
let unsubscribe = () => undefined as void;
beforeEach(() => {
  notices = [];
  unsubscribe = subscribeNotices((notice) => notices.push(notice));
  vi.mocked(push.registerDevice).mockClear();
  vi.mocked(push.requestPushPermission).mockReset();
  vi.mocked(push.fetchPushToken).mockResolvedValue('push-token-1');
  vi.mocked(push.registerDevice).mockResolvedValue({} as never);
});
afterEach(() => {
  unsubscribe();
  cleanup();
});

/** As the main layout: the watcher is on screen once the session is open and the user known. */
function SignedInArea() {
  const signedIn = SessionContext.useSelector((snapshot) => snapshot.matches('signedIn'));
  return signedIn ? <PushWatcher /> : null;
}

function renderSignedIn(permission: push.BrowserPushPermission) {
  vi.mocked(push.browserPermission).mockReturnValue(permission);
  const logic = sessionMachine.provide({
    actors: { restoreSession: fromPromise(async () => ({ accountId: 'acc-1', a2fEnabled: false }) as unknown as CurrentUser) },
  });
  render(
    <SessionContext.Provider logic={logic}>
      <SignedInArea />
    </SessionContext.Provider>,
  );
}

const prompt = () => screen.queryByTestId('push-prompt');
const titles = () => notices.map((notice) => (notice.kind === 'toast' ? notice.title : notice.kind));
/** Two frames: what the watcher was to do next (a registration, a warning) has started. */
const settled = () => act(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describe('asked first, the browser then answers', () => {
  test('granted: the device is registered, with no warning', async () => {
    renderSignedIn('default');
    vi.mocked(push.requestPushPermission).mockResolvedValue('granted');
    await userEvent.click(await screen.findByRole('button', { name: text('push.allow') }));
    await waitFor(() => expect(push.registerDevice).toHaveBeenCalled());
    expect(vi.mocked(push.registerDevice).mock.calls).toEqual([['acc-1', 'push-token-1']]);
    expect(prompt()).toBeNull();
    expect(titles()).toEqual([]);
  });

  test('denied: the warning of spec 000 §8, and nothing registered', async () => {
    renderSignedIn('default');
    vi.mocked(push.requestPushPermission).mockResolvedValue('denied');
    await userEvent.click(await screen.findByRole('button', { name: text('push.allow') }));
    await waitFor(() => expect(titles()).toEqual([text('push.denied.title')]));
    expect(prompt()).toBeNull();
    expect(push.registerDevice).not.toHaveBeenCalled();
  });

  test('no answer (the question closed): no warning, nothing registered, the question gone', async () => {
    renderSignedIn('default');
    vi.mocked(push.requestPushPermission).mockResolvedValue('default');
    await userEvent.click(await screen.findByRole('button', { name: text('push.allow') }));
    await waitFor(() => expect(push.requestPushPermission).toHaveBeenCalledTimes(1));
    await settled();
    expect(prompt()).toBeNull();
    expect(titles()).toEqual([]);
    expect(push.registerDevice).not.toHaveBeenCalled();
  });
});

test('"Agora não" asks the browser nothing', async () => {
  renderSignedIn('default');
  await userEvent.click(await screen.findByRole('button', { name: text('push.later') }));
  await settled();
  expect(prompt()).toBeNull();
  expect(push.requestPushPermission).not.toHaveBeenCalled();
  expect(push.registerDevice).not.toHaveBeenCalled();
});

test.each([
  ['granted', 'registers the device without asking', 1],
  ['denied', 'stays silent and asks nothing', 0],
  ['unsupported', 'stays silent and asks nothing', 0],
] as const)('a browser that already answered %s %s', async (permission, _what, registrations) => {
  renderSignedIn(permission);
  if (registrations) await waitFor(() => expect(push.registerDevice).toHaveBeenCalledTimes(1));
  await settled();
  expect(prompt()).toBeNull();
  expect(titles()).toEqual([]);
  expect(push.requestPushPermission).not.toHaveBeenCalled();
  expect(push.registerDevice).toHaveBeenCalledTimes(registrations);
});

test.each([
  ['no push token comes', 'push.noToken.title', () => vi.mocked(push.fetchPushToken).mockRejectedValue(new Error('no token'))],
  [
    'the bank refuses the device',
    'push.registration.title',
    () => vi.mocked(push.registerDevice).mockRejectedValue(new Error('refused')),
  ],
] as const)('with notifications granted, when %s the person is warned once', async (_what, title, fail) => {
  fail();
  renderSignedIn('granted');
  await waitFor(() => expect(titles()).toEqual([text(title)]));
  await settled();
  expect(titles()).toEqual([text(title)]);
});

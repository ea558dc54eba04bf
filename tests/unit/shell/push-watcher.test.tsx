// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { http as bankClient } from '../../../src/api/http-client.ts';
import { subscribeNotices, type Notice } from '../../../src/api/notices.ts';
import { openSecureStorage } from '../../../src/api/secure-storage.ts';
import type { CurrentUser } from '../../../src/generated/schemas.ts';
import { sessionMachine } from '../../../src/machines/session.machine.ts';
import { PushWatcher } from '../../../src/shell/session/PushWatcher.tsx';
import { SessionContext } from '../../../src/shell/session/session-context.ts';
import { Toaster } from '../../../src/shell/toasts/Toaster.tsx';
// The session's runtime (XState, the machine) loaded up front, as the site has it by the time it signs in.
import '../../../src/shell/session/session-runtime.ts';
import { setupI18n, text } from '../renderer/support/i18n.ts';
import '../renderer/support/dom-matchers.ts';

/**
 * The push permission machine as the signed-in area runs it: the real watcher, its question, the
 * toasts and the device registration of src/api/push.ts, with only the browser faked (Notification,
 * the service worker and its PushManager, the push options asset) and the bank's answers to what the
 * site sends. The browser's three answers, what it had decided before, a reload in the same session,
 * and the failures that have their own warning.
 */

/** What the browser answers: its permission now, its question, the push subscription. */
interface Browser {
  permission: NotificationPermission | 'unsupported';
  answer: () => Promise<NotificationPermission>;
  subscribe: () => Promise<PushSubscriptionJSON>;
}
let browser: Browser;
const SUBSCRIPTION: PushSubscriptionJSON = {
  endpoint: 'https://push.example/send/device-1',
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQ', auth: 'tBHItJI5svbpez7KI4CCXg' },
};
const requestPermission = vi.fn(() => browser.answer());

/** The service worker the site registers: a push received with the site open arrives as a message. */
class FakeServiceWorker extends EventTarget {
  register = vi.fn(async () => ({}));
  ready = Promise.resolve({
    pushManager: {
      getSubscription: async () => null,
      subscribe: async () => {
        const json = await browser.subscribe();
        return { toJSON: () => json };
      },
    },
  });
  private listeners = 0;
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
    if (args[0] === 'message') this.listeners += 1;
    super.addEventListener(...args);
  }
  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>) {
    if (args[0] === 'message') this.listeners -= 1;
    super.removeEventListener(...args);
  }
  /** The open site listens for the pushes the worker hands it. */
  get listening() {
    return this.listeners > 0;
  }
  pushInForeground(title: string, body: string) {
    this.dispatchEvent(new MessageEvent('message', { data: { type: 'push', title, body } }));
  }
}
let serviceWorker: FakeServiceWorker;

function installBrowser() {
  if (browser.permission === 'unsupported') {
    vi.stubGlobal('Notification', undefined);
    return;
  }
  vi.stubGlobal(
    'Notification',
    class {
      static get permission() {
        return browser.permission;
      }
      static requestPermission = requestPermission;
    },
  );
  serviceWorker = new FakeServiceWorker();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
}

/** The push options asset (spec 000 §7) names Web Push and its public key. */
const pushConfig = vi.fn(async (url: string) =>
  url === '/push-config.json'
    ? new Response(JSON.stringify({ provider: 'webpush', vapidPublicKey: 'AQIDBA' }), { status: 200 })
    : new Response(null, { status: 404 }),
);

/** What the site sent the bank, and the bank's status for a device registration. */
let sent: { method: string; url: string; body: unknown }[] = [];
let deviceStatus = 201;
const bank: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  sent.push({ method: config.method!.toUpperCase(), url: config.url!, body: JSON.parse(String(config.data)) });
  const response = { status: deviceStatus, statusText: '', headers: {}, config, data: { id: 'device-1' } };
  if (deviceStatus >= 400)
    throw Object.assign(new Error(`Request failed with status code ${deviceStatus}`), { isAxiosError: true, response, config });
  return response;
};

beforeAll(() => setupI18n());
let notices: Notice[] = [];
let unsubscribe = () => undefined as void;
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await openSecureStorage({ secret: 'push-watcher-test', prefix: 'balcao.' });
  browser = {
    permission: 'default',
    answer: async () => 'default',
    subscribe: async () => SUBSCRIPTION,
  };
  requestPermission.mockClear();
  vi.stubGlobal('fetch', pushConfig);
  bankClient.defaults.adapter = bank;
  sent = [];
  deviceStatus = 201;
  notices = [];
  unsubscribe = subscribeNotices((notice) => notices.push(notice));
});
afterEach(() => {
  unsubscribe();
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** As the main layout: the watcher is on screen once the session is open and the user known, the toasts beside it. */
function SignedInArea() {
  const signedIn = SessionContext.useSelector((snapshot) => snapshot.matches('signedIn'));
  return signedIn ? <PushWatcher /> : null;
}

function renderSignedIn(permission: Browser['permission']) {
  browser.permission = permission;
  installBrowser();
  const logic = sessionMachine.provide({
    actors: { restoreSession: fromPromise(async () => ({ accountId: 'acc-1', a2fEnabled: false }) as unknown as CurrentUser) },
  });
  render(
    <SessionContext.Provider logic={logic}>
      <SignedInArea />
      <Toaster />
    </SessionContext.Provider>,
  );
}

/** A reload of the page in the same session: the site reads its storage again and signs in anew. */
async function reload() {
  cleanup();
  await openSecureStorage({ secret: 'push-watcher-test', prefix: 'balcao.' });
  notices = [];
  sent = [];
  renderSignedIn(browser.permission);
}

const prompt = () => screen.queryByTestId('push-prompt');
const titles = () => notices.map((notice) => (notice.kind === 'toast' ? notice.title : notice.kind));
/** The toast on screen titled with a key's text: its role and message. */
const toast = async (key: string) => {
  const shown = (await screen.findAllByTestId('toast')).find((item) => within(item).queryByText(text(`${key}.title`)));
  expect(shown, `a toast titled "${text(`${key}.title`)}"`).toBeDefined();
  return { role: shown!.getAttribute('role'), message: within(shown!).getByText(text(`${key}.message`)).textContent };
};
const devicesSent = () => sent.filter((request) => request.method === 'POST' && request.url === '/api/Accounts/acc-1/Devices');
/** Two frames: what the watcher was to do next (a registration, a warning) has started. */
const settled = () => act(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
/** The token is asked of the PushManager once the service worker is registered: then a registration would follow. */
const tokenAsked = () => waitFor(() => expect(serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' }));

/** A push the service worker hands to the open site shows as a toast with its title and body (spec 000 §7). */
async function expectForegroundPushShown() {
  await waitFor(() => expect(serviceWorker.listening, 'the site listens for pushes in the foreground').toBe(true));
  act(() => serviceWorker.pushInForeground('Pix recebido', 'Você recebeu R$ 10,00'));
  const shown = await screen.findByText('Pix recebido');
  expect(shown.closest('[data-testid="toast"]')).toHaveTextContent('Você recebeu R$ 10,00');
}

describe('asked first, the browser then answers', () => {
  test('granted: the device is registered with the bank, with no warning, and pushes in the foreground show', async () => {
    renderSignedIn('default');
    browser.answer = async () => 'granted';
    await userEvent.click(await screen.findByRole('button', { name: text('push.allow') }));
    await waitFor(() => expect(devicesSent()).toHaveLength(1));
    expect(devicesSent()[0]!.body).toMatchObject({ token: JSON.stringify(SUBSCRIPTION) });
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(prompt()).toBeNull();
    await expectForegroundPushShown();
    expect(titles()).toEqual(['Pix recebido']);
  });

  test('denied: the warning of spec 000 §8, and nothing sent to the bank', async () => {
    renderSignedIn('default');
    browser.answer = async () => 'denied';
    await userEvent.click(await screen.findByRole('button', { name: text('push.allow') }));
    expect(await toast('push.denied')).toEqual({ role: 'status', message: text('push.denied.message') });
    expect(titles()).toEqual([text('push.denied.title')]);
    expect(prompt()).toBeNull();
    expect(sent).toEqual([]);
  });

  test('no answer (the question closed): no warning, nothing sent, the question gone until the next visit', async () => {
    renderSignedIn('default');
    await userEvent.click(await screen.findByRole('button', { name: text('push.allow') }));
    await waitFor(() => expect(requestPermission).toHaveBeenCalledTimes(1));
    await settled();
    expect(prompt()).toBeNull();
    expect(titles()).toEqual([]);
    expect(sent).toEqual([]);
    // Unlike "Agora não", closing the browser's question leaves the site free to ask again.
    await reload();
    expect(await screen.findByTestId('push-prompt')).toHaveTextContent(text('push.ask'));
  });

  test('the question fails in the browser: the unsupported-browser warning, nothing sent', async () => {
    renderSignedIn('default');
    browser.answer = () => Promise.reject(new TypeError('Notification.requestPermission is not available here'));
    await userEvent.click(await screen.findByRole('button', { name: text('push.allow') }));
    expect(await toast('push.unsupported')).toEqual({ role: 'status', message: text('push.unsupported.message') });
    expect(titles()).toEqual([text('push.unsupported.title')]);
    expect(prompt()).toBeNull();
    expect(sent).toEqual([]);
  });
});

test('"Agora não" asks the browser nothing, and the question does not come back on this browser', async () => {
  renderSignedIn('default');
  await userEvent.click(await screen.findByRole('button', { name: text('push.later') }));
  await settled();
  expect(prompt()).toBeNull();
  expect(requestPermission).not.toHaveBeenCalled();
  await reload();
  await settled();
  expect(prompt()).toBeNull();
  expect(requestPermission).not.toHaveBeenCalled();
  expect(sent).toEqual([]);
});

test.each([
  ['granted', 'registers the device without asking', 1],
  ['denied', 'stays silent and asks nothing', 0],
  ['unsupported', 'stays silent and asks nothing', 0],
] as const)('a browser that already answered %s %s', async (permission, _what, registrations) => {
  renderSignedIn(permission);
  if (registrations) await waitFor(() => expect(devicesSent()).toHaveLength(1));
  await settled();
  expect(prompt()).toBeNull();
  expect(titles()).toEqual([]);
  expect(requestPermission).not.toHaveBeenCalled();
  expect(devicesSent()).toHaveLength(registrations);
});

test('a reload in the same session sends the device to the bank no second time, and pushes in the foreground still show', async () => {
  renderSignedIn('granted');
  await waitFor(() => expect(devicesSent()).toHaveLength(1));
  // The mark of spec 000 §4 ("attempted once per session") reaches session storage.
  await waitFor(() => expect(sessionStorage.length).toBeGreaterThan(0));
  await reload();
  await tokenAsked();
  await expectForegroundPushShown();
  expect(sent).toEqual([]);
  expect(titles()).toEqual(['Pix recebido']);
});

test.each([
  [
    'no push token comes',
    'push.noToken',
    'status',
    () => {
      browser.subscribe = () => Promise.reject(new Error('push service unavailable'));
    },
  ],
  [
    'the bank refuses the device',
    'push.registration',
    'alert',
    () => {
      deviceStatus = 500;
    },
  ],
] as const)('with notifications granted, when %s the person is warned once', async (_what, key, role, fail) => {
  fail();
  renderSignedIn('granted');
  expect(await toast(key)).toEqual({ role, message: text(`${key}.message`) });
  await settled();
  expect(titles()).toEqual([text(`${key}.title`)]);
});

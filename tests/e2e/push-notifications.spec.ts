import type { Page } from '@playwright/test';
import { demoHolder, expect, test } from './support/fixtures.ts';

const maria = demoHolder('maria');

/**
 * The account page is up with the user known (the header shows only then), and two frames have
 * passed: the push watcher's effect has run, so what it was to start (the question, a registration)
 * has started.
 */
async function pushWatcherStarted(page: Page): Promise<void> {
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

// The browser's answer to its notification question stays with the origin for the whole browser
// context, beyond what the reset between tests of a shared context clears: each test here gets a
// context of its own.
test.use({ ownContext: true });

test.afterEach(async ({ sandbox }) => {
  await sandbox.ctx.db.query('delete from devices where account_id = $1', [maria.accountId]);
});

test.describe('with notifications allowed', () => {
  test.use({ permissions: ['notifications'] });

  test('with notifications allowed, the browser registers itself as a device once per session', async ({
    page,
    sandbox,
    signIn,
  }) => {
    const registrations: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith(`/api/Accounts/${maria.accountId}/Devices`)) registrations.push(response.status());
    });
    await signIn('maria');
    await expect.poll(() => registrations).toEqual([201]);
    const devices = await sandbox.ctx.db.query<{ name: string; token: string; brand: string; model: string }>(
      'select name, token, brand, model from devices where account_id = $1',
      [maria.accountId],
    );
    expect(devices).toHaveLength(1);
    // Without a push provider in push-config.json the token is local to this browser's device id.
    expect(devices[0]!.token).toBe(`local:${devices[0]!.name}`);
    expect(devices[0]!.brand).toBe('Chrome');
    expect(
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.active?.scriptURL),
      ),
    ).toMatch(/\/sw\.js$/);
    // spec 000 §4: once per session, so a reload does not register again. The page still registers
    // its service worker and gets its token (foreground pushes need it); a device registration would
    // be sent as soon as the token is there. So the page's own service-worker registration is watched:
    // once it has resolved, the worker is ready and two frames have passed, none has been sent.
    const sentAgain: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/api/Accounts/${maria.accountId}/Devices`))
        sentAgain.push(request.url());
    });
    await page.addInitScript(() => {
      const workers = navigator.serviceWorker;
      const register = workers.register.bind(workers);
      (window as unknown as { pageRegistered: Promise<unknown> }).pageRegistered = new Promise((resolve) => {
        workers.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
          const registered = register(...args);
          registered.then(resolve, resolve);
          return registered;
        };
      });
    });
    await page.reload();
    await page.evaluate(async () => {
      await (window as unknown as { pageRegistered: Promise<unknown> }).pageRegistered;
      await navigator.serviceWorker.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    expect(sentAgain).toEqual([]);
    expect(registrations).toEqual([201]);
    await expect(page.getByTestId('push-prompt')).toHaveCount(0);
  });
});

test('the person is asked first; a browser that then refuses shows the warning of spec 000 §8', async ({
  page,
  sandbox,
  signIn,
}) => {
  await signIn('maria');
  const prompt = page.getByTestId('push-prompt');
  await expect(prompt).toContainText('Quer receber avisos de movimentações e mensagens neste navegador?');
  await prompt.getByRole('button', { name: 'Ativar notificações' }).click();
  // Headless Chromium answers the permission request with "denied".
  const toast = page.getByTestId('toast').filter({ hasText: 'Notificações Desativadas' });
  await expect(toast).toContainText(
    'As notificações foram bloqueadas. Para receber notificações, habilite-as nas configurações do seu navegador.',
  );
  await expect(prompt).toHaveCount(0);
  const devices = await sandbox.ctx.db.query('select 1 from devices where account_id = $1', [maria.accountId]);
  expect(devices).toHaveLength(0);
});

test('a browser question closed without an answer warns nothing and registers nothing', async ({ page, sandbox, signIn }) => {
  // The third answer a browser gives: "default", when the person closes its question.
  await page.addInitScript(() => {
    (window as unknown as { browserAsked: number }).browserAsked = 0;
    Notification.requestPermission = async () => {
      (window as unknown as { browserAsked: number }).browserAsked += 1;
      return 'default';
    };
  });
  await signIn('maria');
  const prompt = page.getByTestId('push-prompt');
  await prompt.getByRole('button', { name: 'Ativar notificações' }).click();
  await expect(prompt).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => (window as unknown as { browserAsked: number }).browserAsked)).toBe(1);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByTestId('toast')).toHaveCount(0);
  const devices = await sandbox.ctx.db.query('select 1 from devices where account_id = $1', [maria.accountId]);
  expect(devices).toHaveLength(0);
});

test('"Agora não" hides the question on this device, in this session and the next ones', async ({ page, signIn }) => {
  await signIn('maria');
  const prompt = page.getByTestId('push-prompt');
  await prompt.getByRole('button', { name: 'Agora não' }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await pushWatcherStarted(page);
  await expect(prompt).toHaveCount(0);
  // Signed out (every session entry gone) and in again on the same browser: still not asked.
  await page.getByRole('button', { name: /Menu do perfil/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await signIn('maria');
  await pushWatcherStarted(page);
  await expect(prompt).toHaveCount(0);
});

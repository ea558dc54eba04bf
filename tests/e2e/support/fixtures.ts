import { test as base, expect, type Page } from '@playwright/test';
import type { RunningSandbox } from '../../../src/sandbox/start.ts';
import { startTestSandbox } from '../../support/test-sandbox.ts';
import { storeSession } from './stored-session.ts';
import { DEMO_ACCOUNTS, DEMO_BRANCH, type DemoAccountHolder } from '../../../src/sandbox/seed/demo-data.ts';

export type DemoKey = DemoAccountHolder['key'];

/** The sandbox a worker holds, and what it was started for: a spec file (one run of it, under --repeat-each) or one test. */
interface SandboxSlot {
  key: string;
  sandbox: RunningSandbox;
}

/**
 * What a browser context keeps that Playwright's reset between tests does not undo: a test that needs
 * one declares it as a context option (`test.use({ permissions })`) or opens a context of its own.
 */
const UNRESET = ['grantPermissions', 'setGeolocation', 'setOffline', 'setExtraHTTPHeaders', 'setHTTPCredentials'] as const;

/**
 * Each spec file runs against a real sandbox of its own on 127.0.0.1: a copy of the seeded demo bank
 * in memory, with its own clock, rate limits and hub, and the built site. No file sees what another
 * did, whichever worker runs it and in whatever order; the tests of one file run in order in one
 * worker and share its sandbox. A file whose tests may run apart (`test.describe.configure({ mode:
 * 'parallel' })`) sets `test.use({ sandboxPerTest: true })`: then each test gets a sandbox of its own,
 * as every test does under E2E_ISOLATE=1 (docs/testing.md). A describe block that asks for another
 * kind of sandbox (`test.use({ studio: false })`) gets one of its own. The tests read the sandbox's
 * database directly to check what the screen shows.
 */
export const test = base.extend<
  {
    signIn: (key: DemoKey, to?: string) => Promise<void>;
    cspGuard: void;
    pageLog: void;
    sandbox: RunningSandbox;
    sandboxPerTest: boolean;
    studio: boolean;
    ownContext: boolean;
  },
  { sandboxSlot: { current: SandboxSlot | null } }
>({
  /**
   * The tests of a worker share its browser context (`reuseContext`, playwright.config.ts): a context
   * of its own per test cost half of each test's browser CPU. Between tests Playwright clears the
   * context's cookies, cache, local and session storage, IndexedDB and service workers, uninstalls the
   * page clock, removes routes, bindings and init scripts, and takes the worker's tab back to
   * about:blank with its window size and media as configured; each test gets new objects for that
   * tab, so no listener of an earlier test hears it. A new tab per test cost a tenth of the tests' CPU
   * (six spec files, 37 tests: 248–275 CPU-s with a tab each, 231–235 with the worker's). The tab's
   * history is the one thing left: no test goes back past its own first page.
   * What the reset leaves is refused here.
   */
  context: async ({ context, ownContext, browser }, use) => {
    if (ownContext) {
      // A context made in a test takes the test's options (the config's `use` and the file's `test.use`).
      const own = await browser.newContext();
      await use(own);
      await own.close();
      return;
    }
    for (const method of UNRESET)
      Object.defineProperty(context, method, {
        configurable: true,
        value: () => {
          throw new Error(
            `context.${method} would outlive the test in the shared context: set it with test.use() or open a context with browser.newContext()`,
          );
        },
      });
    await use(context);
  },
  /** Every test fails on a Content-Security-Policy violation in any page it opened. */
  cspGuard: [
    async ({ page }, use) => {
      await page.addInitScript(() => {
        const record: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = record;
        document.addEventListener('securitypolicyviolation', (event) =>
          record.push(`${event.violatedDirective}: ${event.blockedURI}`),
        );
      });
      await use();
      const violations = await page
        .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
        .catch(() => []);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * A failed test's report carries a screenshot of its page, what its pages threw and logged as
   * errors, and where they went: a page that ends up empty says why.
   */
  pageLog: [
    async ({ page }, use, testInfo) => {
      const lines: string[] = [];
      const at = () => `${(performance.now() / 1000).toFixed(1)} s`;
      page.on('pageerror', (error) => lines.push(`${at()} page error: ${error.stack ?? error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') lines.push(`${at()} console error: ${message.text()}`);
      });
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) lines.push(`${at()} navigated to ${frame.url()}`);
      });
      page.on('crash', () => lines.push(`${at()} the page crashed`));
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      // Playwright's own 'only-on-failure' takes a screenshot at the end of every test and keeps it
      // on failure: a PNG of each passing test's page for nothing.
      const screenshot = testInfo.outputPath('test-failed-1.png');
      if (await page.screenshot({ path: screenshot, timeout: 5_000 }).then(() => true, () => false))
        await testInfo.attach('screenshot', { path: screenshot, contentType: 'image/png' });
      if (lines.length > 0) await testInfo.attach('page-log', { body: lines.join('\n'), contentType: 'text/plain' });
    },
    { auto: true },
  ],
  /**
   * A test whose browser keeps what the reset cannot undo (a permission's answer stays with the origin
   * for the whole context) sets `test.use({ ownContext: true })`: it gets a context of its own, closed
   * after it, in the same worker. (`reuseContext: false` does too, but in a worker of its own: a
   * browser's start, and that worker ran last, alone.)
   */
  ownContext: [false, { option: true }],
  sandboxPerTest: [process.env.E2E_ISOLATE === '1', { option: true }],
  /** The analysts' preview at /studio on the sandbox's site (STUDIO=1); `test.use({ studio: false })` for the site without it. */
  studio: [true, { option: true }],
  sandboxSlot: [
    async ({}, use) => {
      const slot: { current: SandboxSlot | null } = { current: null };
      await use(slot);
      await slot.current?.sandbox.close();
    },
    { scope: 'worker' },
  ],
  sandbox: [
    async ({ sandboxSlot, sandboxPerTest, studio }, use, testInfo) => {
      // A file's tests share its sandbox while they ask for the same kind (a describe block may ask for another).
      const run = `${testInfo.file}#${testInfo.repeatEachIndex}#studio=${studio}`;
      const key = sandboxPerTest ? `${run}#${testInfo.testId}#${testInfo.retry}` : run;
      if (sandboxSlot.current?.key !== key) {
        const previous = sandboxSlot.current;
        sandboxSlot.current = null;
        await previous?.sandbox.close();
        sandboxSlot.current = { key, sandbox: await startTestSandbox({ withSite: true, studio }) };
      }
      await use(sandboxSlot.current.sandbox);
    },
    // Its own time-out, apart from the test's: a busy machine can slow a sandbox's start several times over.
    { timeout: 120_000 },
  ],
  baseURL: async ({ sandbox }, use) => use(sandbox.url),
  /**
   * Opens a page of the account of `key` (its home unless `to` says) signed in, without the sign-in
   * page: the session is opened in the sandbox and left where the site keeps it, as a reload finds
   * it. Tests of the sign-in itself use the form (`signInThroughForm`, `fillSignIn`).
   */
  signIn: async ({ page, sandbox }, use) => {
    await use(async (key, to = '/account/home') => {
      await storeSession(page, sandbox, key);
      await page.goto(to);
      await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    });
  },
});

export { expect };

export function demoHolder(key: DemoKey): DemoAccountHolder {
  return DEMO_ACCOUNTS.find((holder) => holder.key === key)!;
}

/** Signs in through the sign-in page, as a person does: for the tests of the sign-in itself. */
export async function signInThroughForm(page: Page, key: DemoKey): Promise<void> {
  await page.goto('/auth/login');
  await fillSignIn(page, key);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/account\/home$/);
}

export async function fillSignIn(page: Page, key: DemoKey, password?: string): Promise<void> {
  const holder = demoHolder(key);
  await page.getByLabel('Agência', { exact: true }).fill(DEMO_BRANCH.code);
  await page.getByLabel('Conta', { exact: true }).fill(holder.number);
  await page.getByLabel('Usuário', { exact: true }).fill(holder.operator.userName);
  await page.getByLabel('Senha', { exact: true }).fill(password ?? holder.operator.password);
}

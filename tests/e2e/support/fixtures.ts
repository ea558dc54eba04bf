import { test as base, expect, type Page } from '@playwright/test';
import type { RunningSandbox } from '../../../src/sandbox/start.ts';
import { startTestSandbox } from '../../support/test-sandbox.ts';
import { DEMO_ACCOUNTS, DEMO_BRANCH, type DemoAccountHolder } from '../../../src/sandbox/seed/demo-data.ts';

export type DemoKey = DemoAccountHolder['key'];

/**
 * Each worker runs a real sandbox on 127.0.0.1 with a fresh in-memory database and the built site,
 * and the tests read that database directly to check what the screen shows.
 */
export const test = base.extend<{ signIn: (key: DemoKey) => Promise<void>; cspGuard: void }, { sandbox: RunningSandbox }>({
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
  sandbox: [
    async ({}, use) => {
      const sandbox = await startTestSandbox({ withSite: true, studio: true });
      await use(sandbox);
      await sandbox.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ sandbox }, use) => use(sandbox.url),
  signIn: async ({ page }, use) => {
    await use(async (key) => {
      await page.goto('/auth/login');
      await fillSignIn(page, key);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page).toHaveURL(/\/account\/home$/);
    });
  },
});

export { expect };

export function demoHolder(key: DemoKey): DemoAccountHolder {
  return DEMO_ACCOUNTS.find((holder) => holder.key === key)!;
}

export async function fillSignIn(page: Page, key: DemoKey, password?: string): Promise<void> {
  const holder = demoHolder(key);
  await page.getByLabel('Agência', { exact: true }).fill(DEMO_BRANCH.code);
  await page.getByLabel('Conta', { exact: true }).fill(holder.number);
  await page.getByLabel('Usuário', { exact: true }).fill(holder.operator.userName);
  await page.getByLabel('Senha', { exact: true }).fill(password ?? holder.operator.password);
}

import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import type { RunningSandbox } from '../../../src/sandbox/start.ts';
import { expect, type DemoKey } from './fixtures.ts';
import { nextCreatedId } from './money.ts';
import { storeSession } from './stored-session.ts';

const SHOTS = '/tmp/shots-payments';

/** A second person at the bank, in a browser of their own, signed in (through the API, as the `signIn` fixture). */
export async function signedInPage(browser: Browser, sandbox: RunningSandbox, key: DemoKey): Promise<Page> {
  const context = await browser.newContext({ baseURL: sandbox.url, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await storeSession(page, sandbox, key);
  await page.goto('/account/home');
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  return page;
}

/** The step as a phone (390 px) and a desktop (1280 px) show it, for people to look at: only with SHOTS=1. */
export async function shoot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS !== '1') return;
  mkdirSync(SHOTS, { recursive: true });
  // The cookie notice sits over the page's corner: dismissed, so the step itself shows.
  const cookies = page.getByRole('button', { name: 'Entendi!' });
  if (await cookies.isVisible()) await cookies.click();
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  // A dialog is fixed to the window and scrolls inside it: the window is what a person sees then.
  const fullPage = (await page.getByRole('dialog').count()) === 0;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage });
  await page.setViewportSize(size);
}

/** The id of the charge the page's next issue creates (any kind: PIX, QR code, bank slip). Call it before the click. */
export const nextBillingId = (page: Page): Promise<string> => nextCreatedId(page, /^\/api\/Transactions\/Billings\//);

/** A charge as the bank holds it. */
export async function billingRow(sandbox: RunningSandbox, id: string) {
  const rows = await sandbox.ctx.db.query<{
    id: string;
    status: string;
    type: string;
    amount_cents: string | number;
    digitable_line: string | null;
    emv: string | null;
  }>('select id, status, type, amount_cents, digitable_line, emv from billings where id = $1', [id]);
  return rows[0]!;
}

export async function billingStatus(sandbox: RunningSandbox, id: string): Promise<string> {
  const rows = await sandbox.ctx.db.query<{ status: string }>('select status from billings where id = $1', [id]);
  return rows[0]!.status;
}

export async function paymentCount(sandbox: RunningSandbox): Promise<number> {
  const rows = await sandbox.ctx.db.query<{ count: string | number }>('select count(*) as count from payments');
  return Number(rows[0]!.count);
}

/** A day some weeks ahead, as the date field takes it (DD/MM/YYYY). */
export function dayAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
}

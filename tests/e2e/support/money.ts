import type { Locator, Page } from '@playwright/test';
import type { RunningSandbox } from '../../../src/sandbox/start.ts';
import { demoHolder, type DemoKey } from './fixtures.ts';

/** The account's balance as the ledger holds it, in cents. */
export async function balanceCents(sandbox: RunningSandbox, key: DemoKey): Promise<number> {
  const rows = await sandbox.ctx.db.query<{ balance_cents: string | number }>(
    'select balance_cents from accounts where id = $1',
    [demoHolder(key).accountId],
  );
  return Number(rows[0]!.balance_cents);
}

/**
 * The id of what the page's next POST to this path creates, as the bank answers it. Call it before the
 * click that sends the request. Rows are not told apart by their time: earlier tests of a file move the sandbox's
 * clock ahead (token windows, expiry) and back, so a newer row may carry an older stamp.
 */
export function nextCreatedId(page: Page, path: RegExp): Promise<string> {
  return page
    .waitForResponse(
      (response) => response.request().method() === 'POST' && path.test(new URL(response.url()).pathname) && response.ok(),
    )
    .then(async (response) => ((await response.json()) as { id: string }).id);
}

/** The account's newest statement entries, in the order the ledger wrote them. */
export async function latestPostings(
  sandbox: RunningSandbox,
  key: DemoKey,
  count = 3,
): Promise<{ description: string; amount_cents: number; entity: string }[]> {
  const rows = await sandbox.ctx.db.query<{ description: string; amount_cents: string | number; entity: string }>(
    'select description, amount_cents, entity from postings where account_id = $1 order by seq desc limit $2',
    [demoHolder(key).accountId, count],
  );
  return rows.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }));
}

/** What the bank needs to approve an operation (spec 000 §3 methodApproveTransaction); the site reads it at page load. */
export async function setApprovalMethod(sandbox: RunningSandbox, method: string): Promise<void> {
  await sandbox.ctx.db.query(
    `update merchants set configuration = jsonb_set(configuration, '{methodApproveTransaction}', to_jsonb($1::text))`,
    [method],
  );
}

/** Types the electronic password on the virtual keyboard: for each digit, the pair button that holds it. */
export async function typeOnVirtualKeyboard(dialog: Locator, digits: string): Promise<void> {
  for (const digit of digits) {
    await dialog.getByRole('button', { name: new RegExp(`^(${digit} ou \\d|\\d ou ${digit})$`) }).click();
  }
}

/** The approval dialog on top of the others. */
export function approvalDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: /^Aprovar/ });
}

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatMoney } from '../../src/domain/index.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { demoHolder, expect, test } from './support/fixtures.ts';
import { busyRegions } from './support/settle.ts';

interface Entry {
  id: string;
  description: string;
  amount_cents: string;
  executed_at: Date;
  relation_id: string;
  metadata: { payer?: { name?: string }; endToEndId?: string } | null;
}

// The company receives PIX nearly every day in the seeded statement.
const holder = demoHolder('company');

/** The newest PIX received in the statement's default range (the last 7 days) that can still be returned. */
async function reversibleReceive(sandbox: RunningSandbox): Promise<Entry> {
  const [entry] = await sandbox.ctx.db.query<Entry>(
    `select id, description, amount_cents, executed_at, relation_id, metadata from postings
      where account_id = $1 and entity = 'RECEIVE_PIX' and can_reverse and amount_cents > 0
        and executed_at >= now() - interval '6 days'
      order by executed_at desc, seq desc limit 1`,
    [holder.accountId],
  );
  expect(entry, 'a reversible PIX received in the seed').toBeDefined();
  return entry!;
}

async function openReceipt(page: Page, entry: Entry): Promise<void> {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Extrato' }).click();
  await page.getByRole('searchbox').fill(entry.description);
  await page.getByRole('search').getByRole('button').click();
  // The search's rows, not the list's before it: a row clicked as the list is replaced opens nothing.
  const rows = page.locator('.grid-table tbody tr');
  await expect(rows.filter({ hasNotText: entry.description })).toHaveCount(0);
  await expect(busyRegions(page)).toHaveCount(0);
  const row = rows.filter({ hasText: entry.description }).first();
  await row.getByRole('button', { name: 'Ver comprovante' }).click();
}

const receipt = (page: Page, entry: Entry) => page.getByRole('dialog', { name: entry.description });
/** dd/MM/yyyy H:mm:ss in São Paulo time: the hour without a leading zero, as spec 001 writes it. */
const dateTime = (date: Date) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hourCycle: 'h23',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  })
    .format(date)
    .replace(',', '');

test("a statement entry's receipt shows what the database holds for it", async ({ page, signIn, sandbox }) => {
  const entry = await reversibleReceive(sandbox);
  await signIn('company');
  await openReceipt(page, entry);
  const dialog = receipt(page, entry);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Logotipo do banco' })).toHaveAttribute('src', '/themes/default/receipt-logo.svg');
  await expect(dialog.getByTestId('receipt-amount')).toHaveText(formatMoney(Number(entry.amount_cents) / 100, 'BRL'));
  await expect(dialog.getByTestId('receipt-executed-at')).toHaveText(dateTime(new Date(entry.executed_at)));
  const payer = dialog.getByRole('region', { name: 'Pagador' });
  await expect(payer).toContainText(entry.metadata!.payer!.name!);
  if (entry.metadata?.endToEndId) await expect(dialog).toContainText(entry.metadata.endToEndId);
  await expect(dialog.getByRole('button', { name: 'Devolver' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('on a laptop (1366x900) the longest receipt of the week shows its buttons without scrolling', async ({
  page,
  signIn,
  sandbox,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // The entry with the most to say: its receipt is the tallest.
  const [entry] = await sandbox.ctx.db.query<Entry>(
    `select id, description, amount_cents, executed_at, relation_id, metadata from postings
      where account_id = $1 and metadata is not null and executed_at >= now() - interval '6 days'
      order by length(metadata::text) desc, seq desc limit 1`,
    [holder.accountId],
  );
  await signIn('company');
  await openReceipt(page, entry!);
  const dialog = receipt(page, entry!);
  await expect(dialog.getByTestId('receipt')).toBeVisible();
  for (const name of ['Baixar PDF', 'Imprimir', 'Fechar']) {
    await expect(dialog.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
});

test("the receipt's PDF is made in the browser, named after the entry, and carries its amount", async ({
  page,
  signIn,
  sandbox,
}) => {
  const entry = await reversibleReceive(sandbox);
  await signIn('company');
  await openReceipt(page, entry);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receipt(page, entry).getByRole('button', { name: 'Baixar PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${entry.id}.pdf`);
  const body = await readFile((await download.path())!);
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(10_000);
  // A small document to send on, not a bitmap of megabytes.
  expect(body.length).toBeLessThan(300_000);
  const text = body.toString('latin1');
  expect(text).toContain(formatMoney(Number(entry.amount_cents) / 100, 'BRL').replace(/\u00a0/g, ' '));
  expect(text).toContain(entry.id);
});

test('reversing a PIX received returns it: the database records the return and the statement shows it', async ({
  page,
  signIn,
  sandbox,
}) => {
  const entry = await reversibleReceive(sandbox);
  const amount = formatMoney(Number(entry.amount_cents) / 100, 'BRL');
  const [before] = await sandbox.ctx.db.query<{ balance_cents: string }>('select balance_cents from accounts where id = $1', [
    holder.accountId,
  ]);
  await signIn('company');
  await openReceipt(page, entry);
  await receipt(page, entry).getByRole('button', { name: 'Devolver' }).click();
  const reverse = page.getByRole('dialog', { name: 'Devolver valor recebido' });
  await expect(reverse.getByRole('textbox', { name: 'Valor' })).toHaveValue(amount);
  await expect(reverse.getByRole('textbox', { name: 'Valor' })).not.toBeEditable();
  const submit = reverse.getByRole('button', { name: 'Devolver' });
  await expect(submit).toBeDisabled();
  await reverse.getByRole('combobox', { name: 'Motivo' }).selectOption({ index: 1 });
  await reverse.getByRole('textbox', { name: 'Descrição' }).fill('Valor enviado por engano');
  await submit.click();
  const confirm = page.getByRole('dialog', { name: 'Atenção' });
  await expect(confirm).toContainText('Tem certeza de que deseja devolver este valor recebido?');
  await confirm.getByRole('button', { name: 'Devolver' }).click();
  await expect(page.getByText('Devolução realizada com sucesso.')).toBeVisible();
  await expect(reverse).toBeHidden();
  await expect(receipt(page, entry)).toBeHidden();

  const [receive] = await sandbox.ctx.db.query<{ status: string; reversed_cents: string }>(
    'select status, reversed_cents from receives where id = $1',
    [entry.relation_id],
  );
  expect(receive).toEqual({ status: 'REVERSED', reversed_cents: entry.amount_cents });
  const [after] = await sandbox.ctx.db.query<{ balance_cents: string }>('select balance_cents from accounts where id = $1', [
    holder.accountId,
  ]);
  expect(Number(after!.balance_cents)).toBe(Number(before!.balance_cents) - Number(entry.amount_cents));
  // The header's balance follows through the hub's AccountTransaction event, without a reload.
  await expect(page.getByRole('banner').getByText(formatMoney(Number(after!.balance_cents) / 100, 'BRL'))).toBeVisible();
  const [reversed] = await sandbox.ctx.db.query<{ can_reverse: boolean }>('select can_reverse from postings where id = $1', [
    entry.id,
  ]);
  expect(reversed!.can_reverse).toBe(false);
  // The statement reloaded: the return is its newest row, a debit of the whole amount.
  await page.getByRole('searchbox').fill('');
  await page.getByRole('search').getByRole('button').click();
  const [newest] = await sandbox.ctx.db.query<{ description: string; amount_cents: string }>(
    'select description, amount_cents from postings where account_id = $1 order by executed_at desc, seq desc limit 1',
    [holder.accountId],
  );
  expect(Number(newest!.amount_cents)).toBe(-Number(entry.amount_cents));
  const first = page.locator('.grid-table tbody tr').first();
  await expect(first).toContainText(newest!.description);
  await expect(first).toContainText(amount);
});

import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { formatMoney } from '../../src/domain/index.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient } from '../support/api-client.ts';
import { demoHolder, expect, test, type DemoKey } from './support/fixtures.ts';

interface Posting {
  description: string;
  amount_cents: number;
  balance_after_cents: number;
}

/** Today in São Paulo as yyyy-MM-dd, and that day minus `days`. */
function saoPauloDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** What the database holds for the screen's default range (the last 7 São Paulo days through today), newest first. */
async function postings(
  sandbox: RunningSandbox,
  key: DemoKey,
  filter: { launch?: 'CREDIT' | 'DEBIT'; search?: string; days?: number } = {},
): Promise<Posting[]> {
  const params: unknown[] = [
    demoHolder(key).accountId,
    `${saoPauloDay((filter.days ?? 7) - 1)}T00:00:00-03:00`,
    `${saoPauloDay(-1)}T00:00:00-03:00`,
  ];
  let where = 'account_id = $1 and executed_at >= $2 and executed_at < $3';
  if (filter.launch) where += filter.launch === 'CREDIT' ? ' and amount_cents > 0' : ' and amount_cents < 0';
  if (filter.search) {
    params.push(`%${filter.search.toLowerCase()}%`);
    where += ` and lower(description) like $${params.length}`;
  }
  return sandbox.ctx.db.query<Posting>(
    `select description, amount_cents, balance_after_cents from postings where ${where} order by executed_at desc, seq desc`,
    params,
  );
}

const money = (cents: number) => formatMoney(Math.abs(cents) / 100, 'BRL');
/** The CSV's amounts: signed, thousands dot, decimal comma. */
const decimalComma = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const launch = (cents: number) => (cents > 0 ? 'Crédito' : 'Débito');

async function openStatement(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Extrato' }).click();
  await expect(page).toHaveURL(/\/account\/transactions\/extract$/);
  await expect(page.getByRole('heading', { name: 'Extrato' })).toBeVisible();
}

const rows = (page: Page) => page.locator('.grid-table tbody tr');

/** The rows on screen: description, amount, balance and launch cells. */
async function screenRows(page: Page): Promise<string[][]> {
  return rows(page).evaluateAll((trs) =>
    trs.map((tr) => [1, 2, 3, 4].map((index) => (tr.children[index]?.textContent ?? '').replace(/\u00a0/g, ' ').trim())),
  );
}

function expected(list: Posting[]): string[][] {
  return list.map((row) => [row.description, money(row.amount_cents), money(row.balance_after_cents), launch(row.amount_cents)]);
}

async function expectScreenMatches(page: Page, list: Posting[], pageNumber = 1, pageSize = 20): Promise<void> {
  const slice = list.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
  const from = list.length === 0 ? 0 : (pageNumber - 1) * pageSize + 1;
  await expect(page.getByTestId('grid-count')).toHaveText(
    `${from} à ${(pageNumber - 1) * pageSize + slice.length} de ${list.length}`,
  );
  await expect(rows(page)).toHaveCount(Math.max(1, slice.length));
  // The count follows the chosen page at once; its rows replace the previous page's when they come.
  if (slice.length > 0)
    await expect
      .poll(async () => (await screenRows(page)).map((cells) => cells.map((cell) => cell.replace(/\s+/g, ' '))))
      .toEqual(expected(slice).map((cells) => cells.map((cell) => cell.replace(/\s+/g, ' '))));
}

/** A ';' CSV with quotes, a byte order mark and CRLF line ends, as rows of cells. */
function parseCsv(text: string): string[][] {
  const result: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index++) {
    const character = source[index]!;
    if (quoted) {
      if (character === '"' && source[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ';') {
      row.push(cell);
      cell = '';
    } else if (character === '\n') {
      row.push(cell.replace(/\r$/, ''));
      result.push(row);
      row = [];
      cell = '';
    } else cell += character;
  }
  if (cell || row.length) result.push([...row, cell]);
  return result;
}

async function exportFile(page: Page, type: 'CSV' | 'PDF' | 'JSON'): Promise<{ download: Download; body: Buffer }> {
  await page.getByRole('button', { name: 'Exportar' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: type }).click()]);
  const body = await readFile((await download.path())!);
  return { download, body };
}

test('the statement lists what the database holds for the last 7 days, with the launch arrow and colour', async ({
  page,
  sandbox,
  signIn,
}) => {
  await signIn('maria');
  await openStatement(page);
  const list = await postings(sandbox, 'maria');
  expect(list.length).toBeGreaterThan(0);
  await expectScreenMatches(page, list);
  const first = rows(page).first().locator('.launch');
  await expect(first).toHaveClass(list[0]!.amount_cents > 0 ? /colour-success/ : /colour-danger/);
  await expect(first.locator('svg path')).toHaveAttribute('d', list[0]!.amount_cents > 0 ? /^M12 19V5/ : /^M12 5v14/);
});

test('the launch filter and the search narrow the rows as the database does, and page 2 shows the next rows', async ({
  page,
  sandbox,
  signIn,
}) => {
  await signIn('maria');
  await openStatement(page);
  const launchSelect = page.getByRole('combobox', { name: /^Lançamento/ });
  await launchSelect.selectOption({ label: 'Crédito' });
  await expectScreenMatches(page, await postings(sandbox, 'maria', { launch: 'CREDIT' }));
  await launchSelect.selectOption({ label: 'Débito' });
  const debits = await postings(sandbox, 'maria', { launch: 'DEBIT' });
  await expectScreenMatches(page, debits);

  const word = debits[0]!.description.split(/\s+/)[0]!;
  await page.getByRole('searchbox').fill(word);
  await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();
  await expectScreenMatches(page, await postings(sandbox, 'maria', { launch: 'DEBIT', search: word }));

  await page.getByRole('searchbox').fill('');
  await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();
  await launchSelect.selectOption({ label: 'Todos os lançamentos' });
  // Seven days hold a handful of entries: the last 30 make a second page.
  const [year, month, day] = saoPauloDay(29).split('-');
  await page.getByLabel('Data inicial').fill(`${day}/${month}/${year}`);
  const all = await postings(sandbox, 'maria', { days: 30 });
  await page.getByRole('combobox', { name: /^Itens por página/ }).selectOption('10');
  expect(all.length, 'enough entries for a second page of 10').toBeGreaterThan(10);
  await expectScreenMatches(page, all, 1, 10);
  await page.getByRole('button', { name: 'Página 2', exact: true }).click();
  await expectScreenMatches(page, all, 2, 10);
});

test('the three exports download files named extrato_<today> whose rows are the filtered rows', async ({
  page,
  sandbox,
  signIn,
}) => {
  await signIn('maria');
  await openStatement(page);
  await page.getByRole('combobox', { name: /^Lançamento/ }).selectOption({ label: 'Débito' });
  const debits = await postings(sandbox, 'maria', { launch: 'DEBIT' });
  await expectScreenMatches(page, debits);
  const onScreen = await screenRows(page);
  const today = saoPauloDay();

  const csv = await exportFile(page, 'CSV');
  expect(csv.download.suggestedFilename()).toBe(`extrato_${today}.csv`);
  const [header, ...lines] = parseCsv(csv.body.toString('utf8'));
  expect(header).toContain('Descrição');
  expect(lines.map((line) => [line[1], line[2], line[3]])).toEqual(
    debits.map((row) => [row.description, launch(row.amount_cents), decimalComma(row.amount_cents)]),
  );
  expect(lines.slice(0, onScreen.length).map((line) => line[1])).toEqual(onScreen.map((cells) => cells[0]));

  const json = await exportFile(page, 'JSON');
  expect(json.download.suggestedFilename()).toBe(`extrato_${today}.json`);
  const entries = JSON.parse(json.body.toString('utf8')) as { description: string; amount: number; launch: string }[];
  expect(entries.map((entry) => [entry.description, entry.amount, entry.launch])).toEqual(
    debits.map((row) => [row.description, Math.abs(row.amount_cents) / 100, 'DEBIT']),
  );
  expect(entries.slice(0, onScreen.length).map((entry) => entry.description)).toEqual(onScreen.map((cells) => cells[0]));

  const pdf = await exportFile(page, 'PDF');
  expect(pdf.download.suggestedFilename()).toBe(`extrato_${today}.pdf`);
  expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the eye toggle hides every amount and balance of the statement', async ({ page, signIn }) => {
  await signIn('maria');
  await openStatement(page);
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Ocultar valores' }).click();
  const cells = await screenRows(page);
  for (const [, amount, balance] of cells) {
    expect(amount).toBe('R$ ******');
    expect(balance).toBe('R$ ******');
  }
  await page.getByRole('button', { name: 'Mostrar valores' }).click();
});

for (const key of ['maria', 'company'] as const) {
  test(`the sidebar of ${key} starts with Início and Extrato and links only to areas the site has`, async ({ page, signIn }) => {
    await signIn(key);
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Extrato' })).toHaveAttribute('href', '/account/transactions/extract');
    await expect(menu.getByRole('link').first()).toHaveText('Início');
    // Every link goes to a route of the site's manifest (screens/site/site.json), never to an area it lacks.
    const site = JSON.parse(readFileSync('screens/site/site.json', 'utf8')) as { spec: { routes: { path: string }[] } };
    const built = site.spec.routes.map((route) => route.path);
    // The entries behind the account's flags come with its configuration.
    await expect.poll(() => menu.getByRole('link').count()).toBeGreaterThan(2);
    const links = await menu.getByRole('link').evaluateAll((elements) => elements.map((link) => link.getAttribute('href')));
    for (const href of links) expect(built).toContain(href);
  });
}

test('a flag that is off keeps its item out of the menu sent by the account config', async ({ page, signIn }) => {
  // Ana's account has the card flag off: the config the sidebar reads says so, and Cartão stays out.
  const configs: { cardEnable: boolean }[] = [];
  page.on('response', async (response) => {
    if (/\/api\/Accounts\/[^/]+\/Config$/.test(response.url())) configs.push((await response.json()) as { cardEnable: boolean });
  });
  await signIn('ana');
  await expect.poll(() => configs.length).toBeGreaterThan(0);
  expect(configs[0]!.cardEnable).toBe(false);
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Extrato' })).toBeVisible();
  await expect(menu.getByText('Cartão')).toHaveCount(0);
});

test('with the statement open, a PIX from another account shows in the list and the header balance without a reload', async ({
  page,
  sandbox,
  signIn,
}) => {
  await signIn('maria');
  await openStatement(page);
  await expect(rows(page).first()).toBeVisible();
  // A reload would drop this mark.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  const [pixKey] = await sandbox.ctx.db.query<{ key: string }>(
    'select key from pix_keys where account_id = $1 and deleted_at is null order by key limit 1',
    [demoHolder('maria').accountId],
  );
  const api = apiClient(sandbox.url);
  const token = (await api.signIn('ana')).body.access_token;
  const created = await api.call<{ id: string }>('POST', '/api/Transactions/Transfers/PIX', {
    token,
    json: { accountId: demoHolder('ana').accountId, key: pixKey!.key, amount: 3.21, description: 'Almoço dividido' },
  });
  expect(created.status).toBe(200);
  const approved = await api.call('POST', `/api/Transactions/Transfers/${created.body.id}/Approval`, {
    token,
    json: { approved: true, password: demoHolder('ana').operator.password },
  });
  expect(approved.status).toBe(200);

  const [received] = await sandbox.ctx.db.query<{ description: string }>(
    'select description from postings where account_id = $1 order by seq desc limit 1',
    [demoHolder('maria').accountId],
  );
  await expect(rows(page).first()).toContainText(received!.description);
  await expect(rows(page).first()).toContainText(money(321));
  const [account] = await sandbox.ctx.db.query<{ balance_cents: number; blocked_debit_cents: number }>(
    'select balance_cents, blocked_debit_cents from accounts where id = $1',
    [demoHolder('maria').accountId],
  );
  await expect(page.getByTestId('header-balance')).toHaveText(
    formatMoney((Number(account!.balance_cents) - Number(account!.blocked_debit_cents)) / 100, 'BRL'),
  );
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

// People see Brasília time whatever the zone of their browser: the screen and the CSV agree.
for (const timezoneId of ['UTC', 'Asia/Tokyo']) {
  test.describe(`with the browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("the statement shows the Brasília days and hours of its CSV, and the file is named after Brasília's day", async ({
      page,
      signIn,
    }) => {
      await signIn('maria');
      await openStatement(page);
      await expect(rows(page).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const shown = await rows(page).evaluateAll((trs) => trs.map((tr) => (tr.children[0]?.textContent ?? '').trim()));
      const csv = await exportFile(page, 'CSV');
      expect(csv.download.suggestedFilename()).toBe(`extrato_${saoPauloDay()}.csv`);
      const [, ...lines] = parseCsv(csv.body.toString('utf8'));
      // The CSV writes dd/MM/yyyy HH:mm:ss; the screen dd/MM/yyyy H:mm.
      const asShown = (cell: string) =>
        cell.replace(
          /^(\d{2}\/\d{2}\/\d{4}) (\d{2}):(\d{2}):\d{2}$/,
          (_, day, hour, minute) => `${day} ${Number(hour)}:${minute}`,
        );
      expect(shown.length).toBeGreaterThan(0);
      expect(shown).toEqual(lines.slice(0, shown.length).map((line) => asShown(line[0]!)));
    });
  });
}

import { formatMoney } from '../../src/domain/index.ts';
import { demoHolder, expect, test } from './support/fixtures.ts';

test('the home page lists the five newest statement entries the database holds, with a link to the statement', async ({
  page,
  signIn,
  sandbox,
}) => {
  await signIn('company');
  // The greeting names the signed-in operator by the first word of their name (spec 001 §2).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, João');
  const newest = await sandbox.ctx.db.query<{ description: string; amount_cents: string }>(
    'select description, amount_cents from postings where account_id = $1 order by executed_at desc, seq desc limit 5',
    [demoHolder('company').accountId],
  );
  const items = page.locator('[data-screen="recent-entries"] .list-item');
  await expect(items).toHaveCount(5);
  for (const [index, entry] of newest.entries()) {
    await expect(items.nth(index)).toContainText(entry.description);
    await expect(items.nth(index)).toContainText(formatMoney(Math.abs(Number(entry.amount_cents)) / 100, 'BRL'));
  }
  await page.getByRole('link', { name: 'Ver extrato completo' }).click();
  await expect(page).toHaveURL(/\/account\/transactions\/extract$/);
});

test("the shortcuts follow the account's flags: the card shortcut goes when the card feature is turned off", async ({
  page,
  signIn,
  sandbox,
}) => {
  const accountId = demoHolder('company').accountId;
  const setCard = (on: boolean) =>
    sandbox.ctx.db.query(`update accounts set config = jsonb_set(config, '{cardEnable}', $2::jsonb) where id = $1`, [
      accountId,
      JSON.stringify(on),
    ]);
  await signIn('company');
  const shortcuts = page.getByRole('navigation', { name: 'Atalhos' });
  await expect(shortcuts.getByRole('link', { name: 'PIX' })).toHaveAttribute('href', '/account/pix');
  await expect(shortcuts.getByRole('link', { name: 'Cartão' })).toHaveAttribute('href', '/account/cartao');
  await setCard(false);
  try {
    await page.reload();
    await expect(shortcuts.getByRole('link', { name: 'PIX' })).toBeVisible();
    await expect(shortcuts.getByRole('link', { name: 'Cartão' })).toHaveCount(0);
  } finally {
    await setCard(true);
  }
});

test("a reload asks the bank for the session's user, the account's flags and its balance while the page's code is still on its way", async ({
  page,
  signIn,
}) => {
  await signIn('company');
  const accountId = demoHolder('company').accountId;
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  // React and the boot's code are held back until the bank has been asked (or 10 s have passed).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(react|boot)-[\w-]+\.js$/, async (route) => {
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  const first = [
    '/api/Authentication/Account',
    `/api/Accounts/${accountId}/Config`,
    `/api/Accounts/${accountId}/Balance`,
  ];
  await expect.poll(() => first.filter((path) => asked.includes(path)), { timeout: 8_000 }).toEqual(first);
  release();
  await expect(page.getByTestId('header-balance')).toContainText('R$');
});

import { formatMoney } from '../../src/domain/index.ts';
import { DEMO_REFERRAL_CODE } from '../../src/sandbox/seed/referrals.ts';
import { demoHolder, expect, test } from './support/fixtures.ts';

const money = (cents: number | string) => formatMoney(Number(cents) / 100, 'BRL');

test('the company sees its card sales, newest first, and the receivables still to come', async ({ page, signIn, sandbox }) => {
  const { accountId } = demoHolder('company');
  await signIn('company');
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Adquirência' }).click();
  await expect(page).toHaveURL(/\/account\/acquirers$/);

  // The sale's time as Brasília reads it, whatever the test machine's zone.
  const [newest] = await sandbox.ctx.db.query<{ sold: string; gross_cents: string; fee_cents: string; net_cents: string }>(
    `select to_char(sold_at at time zone 'America/Sao_Paulo', 'DD/MM/YYYY FMHH24:MI') as sold, gross_cents, fee_cents, net_cents
       from acquirer_sales where account_id = $1 order by sold_at desc, id limit 1`,
    [accountId],
  );
  const sales = page.locator('[data-screen="acquirer-sales"]');
  await expect(sales).toHaveAttribute('aria-busy', 'false');
  const first = sales.locator('tbody tr').first();
  await expect(first).toContainText(newest!.sold);
  for (const cents of [newest!.gross_cents, newest!.fee_cents, newest!.net_cents])
    await expect(first).toContainText(money(cents));

  await sales.getByLabel('Bandeira').selectOption('ELO');
  await expect(sales).toHaveAttribute('aria-busy', 'false');
  await expect(sales.locator('tbody tr').first()).toContainText('Elo');
  const brands = await sales.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(new Set(brands)).toEqual(new Set(['Elo']));

  await page.getByRole('tab', { name: 'Agenda de recebíveis' }).click();
  const [next] = await sandbox.ctx.db.query<{ day: string; net_cents: string }>(
    `select to_char(settlement_date, 'DD/MM/YYYY') as day, net_cents from acquirer_schedules
      where account_id = $1 and settlement_date >= (now() at time zone 'America/Sao_Paulo')::date
      order by settlement_date, (select sold_at from acquirer_sales s where s.id = sale_id), installment, id limit 1`,
    [accountId],
  );
  const schedules = page.locator('[data-screen="acquirer-schedules"]');
  await expect(schedules).toHaveAttribute('aria-busy', 'false');
  await expect(schedules.locator('tbody tr').first()).toContainText(next!.day);
  await expect(schedules.locator('tbody tr').first()).toContainText(money(next!.net_cents));
});

test('the consolidations draw the last 30 days as a chart, with the totals and the table of the same numbers', async ({
  page,
  signIn,
}) => {
  await signIn('company');
  // The companies' home counts the charges by status.
  await expect(page.locator('[data-screen="billing-summary"] .list-item')).toHaveCount(4);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Consolidações' }).click();
  const chart = page.getByRole('img', { name: 'Entradas e saídas de cada dia e saldo ao fim do dia' });
  await expect(chart).toHaveAttribute('data-drawn', 'true');
  // Drawn: a bar for each day of both series, a balance line through the 30 days, in the theme's colours.
  const drawn = await chart.evaluate((svg) => ({
    bars: [...svg.querySelectorAll('.chart-bars')].map((group) => ({
      series: group.getAttribute('data-series'),
      fill: getComputedStyle(group).fill,
      days: group.querySelectorAll('rect').length,
    })),
    line: svg.querySelector('polyline')!.getAttribute('points')!.split(' ').length,
    width: svg.getBoundingClientRect().width,
  }));
  expect(drawn).toEqual({
    bars: [
      { series: 'Entradas', fill: 'rgb(27, 127, 59)', days: 30 },
      { series: 'Saídas', fill: 'rgb(180, 35, 24)', days: 30 },
    ],
    line: 30,
    width: expect.any(Number),
  });
  expect(drawn.width).toBeGreaterThan(300);

  const table = page.getByRole('table', { name: 'Entradas e saídas de cada dia e saldo ao fim do dia' });
  await expect(table.locator('tbody tr')).toHaveCount(30);
  // Pointing at the last day shows its figures, the same as the table's last row.
  const [x] = (await chart.locator('polyline').getAttribute('points'))!.split(' ').at(-1)!.split(',').map(Number);
  await chart.hover({ position: { x: x!, y: 40 } });
  const lastRow = (await table.locator('tbody tr').last().textContent())!;
  const tooltip = page.locator('.chart-tooltip');
  const lastBalance = await table.locator('tbody tr').last().locator('td').last().textContent();
  await expect(tooltip).toContainText(lastRow.slice(0, 10));
  await expect(tooltip).toContainText(`Saldo ao fim do dia: ${lastBalance}`);
  await page.getByRole('button', { name: 'Ver os números em tabela' }).click();
  await expect(table).toBeVisible();
  await expect(page.getByTestId('total-closingBalance')).toHaveText(lastBalance!);
});

test.describe('the invitation link', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the invitation link carries the code, as a QR code too, and lists who opened an account with it', async ({
    page,
    signIn,
    sandbox,
  }) => {
    await signIn('company');
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Indique um amigo' }).click();
    const link = `${sandbox.url}/register?referralId=${DEMO_REFERRAL_CODE}`;
    await expect(page.getByText(link)).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR Code do link de convite' })).toHaveAttribute('data-qr-text', link);
    await page.getByRole('button', { name: 'Copiar link' }).click();
    await expect(page.getByText('Link de convite copiado.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const referred = await sandbox.ctx.db.query<{ name: string }>(
      `select p.name from accounts a join people p on p.id = a.person_id
        where a.referral_id = $1 and a.status <> 'REGISTERING' order by a.created_at desc`,
      [DEMO_REFERRAL_CODE],
    );
    const rows = page.locator('[data-screen="referrals"] tbody tr');
    await expect(rows).toHaveCount(referred.length);
    for (const [index, person] of referred.entries()) await expect(rows.nth(index)).toContainText(person.name);
    await expect(rows.filter({ hasText: 'Beatriz Almeida Rocha' })).toContainText('Conta aberta');
  });
});

test('Maria, without acquiring and consolidations, sees neither in the menu nor on her home, and is sent home from them', async ({
  page,
  signIn,
}) => {
  await signIn('maria');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Extrato' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Adquirência' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Consolidações' })).toHaveCount(0);
  await expect(page.locator('[data-screen="recent-entries"]')).toBeVisible();
  await expect(page.locator('[data-screen="billing-summary"]')).toHaveCount(0);
  for (const path of ['/account/acquirers', '/account/consolidations']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/account\/home$/);
  }
});

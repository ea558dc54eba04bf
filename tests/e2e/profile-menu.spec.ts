import type { Page } from '@playwright/test';
import { formatMoney } from '../../src/domain/index.ts';
import { apiClient } from '../support/api-client.ts';
import { demoHolder, expect, test } from './support/fixtures.ts';
import { storeSession } from './support/stored-session.ts';

const profileButton = (page: Page) => page.locator('.profile-menu-button');
const menu = (page: Page) => page.getByRole('menu', { name: 'Menu do perfil' });

test('the profile menu opens from the keyboard, moves with the arrows and closes with Escape back on its button', async ({
  page,
  signIn,
}) => {
  await signIn('maria');
  await profileButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeVisible();
  await expect(profileButton(page)).toHaveAttribute('aria-expanded', 'true');
  // maria's account has the limits flag on (spec 001 §2: limits only when the feature is on).
  await expect(menu(page).getByRole('menuitem')).toHaveText(['Meu perfil', 'Limites', 'Alterar senha', 'Termo de Uso', 'Sair']);
  await expect(page.getByRole('menuitem', { name: 'Meu perfil' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Limites' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(page.getByRole('menuitem', { name: 'Meu perfil' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(profileButton(page)).toBeFocused();
});

test('opened with the mouse, the arrows move into the menu and Escape on the button closes it', async ({ page, signIn }) => {
  await signIn('maria');
  await profileButton(page).click();
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Meu perfil' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await page.mouse.click(5, 500);
  await profileButton(page).click();
  await page.mouse.click(600, 600);
  await expect(menu(page)).toBeHidden();
});

test('without the limits flag the menu has no Limites item', async ({ page, signIn }) => {
  await signIn('ana');
  await profileButton(page).click();
  await expect(menu(page).getByRole('menuitem')).toHaveText(['Meu perfil', 'Alterar senha', 'Termo de Uso', 'Sair']);
});

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test("the profile image is read with the session in a header; a person without one gets the theme's image, no failed request", async ({
  page,
  signIn,
  sandbox,
}) => {
  const answers: { url: URL; status: number; authorized: boolean }[] = [];
  const failures: string[] = [];
  const watch = (watched: Page) => {
    watched.on('response', (response) => {
      const url = new URL(response.url());
      const authorized = /^Bearer /.test(response.request().headers().authorization ?? '');
      if (/\/People\/[^/]+\/Image$/.test(url.pathname)) answers.push({ url, status: response.status(), authorized });
      if (response.status() >= 400) failures.push(`${response.status()} ${url.pathname}`);
    });
    watched.on('console', (message) => message.type() === 'error' && failures.push(message.text()));
  };
  watch(page);
  await signIn('maria');
  await expect(page.getByTestId('profile-image')).toHaveAttribute('src', '/themes/default/profile-default.svg');
  // The address is set before the image has come: its size is read once it has loaded.
  await expect
    .poll(() => page.getByTestId('profile-image').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  // She has none: the bank answers 204, nothing fails; the address carries no token (OWASP ASVS 5.0 14.2.1).
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  for (const answer of answers) {
    expect(answer).toMatchObject({ status: 204, authorized: true });
    expect([...answer.url.searchParams.keys()]).toEqual([]);
  }
  // The company's operator, who is neither its holder nor an answerable, is one of its people too.
  const company = await (await page.context().browser()!.newContext({ baseURL: sandbox.url, locale: 'pt-BR' })).newPage();
  watch(company);
  await storeSession(company, sandbox, 'company');
  await company.goto('/account/home');
  await expect(company.getByTestId('profile-image')).toHaveAttribute('src', '/themes/default/profile-default.svg');
  await expect.poll(() => answers.length).toBeGreaterThan(1);
  await company.context().close();
  for (const answer of answers) expect(answer.status).toBe(204);
  expect(failures).toEqual([]);

  // Once she has one, it shows.
  await sandbox.ctx.db.query(
    `insert into person_images (person_id, content_type, length, content, updated_at) values ($1, 'image/png', $2, $3, now())`,
    [demoHolder('maria').operator.personId, PNG.length, PNG],
  );
  await page.reload();
  await expect(page.getByTestId('profile-image')).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => page.getByTestId('profile-image').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
});

test('Meu perfil opens the profile page with the account the database holds', async ({ page, signIn, sandbox }) => {
  await signIn('maria');
  await profileButton(page).click();
  await page.getByRole('menuitem', { name: 'Meu perfil' }).click();
  await expect(page).toHaveURL(/\/account\/profile\/details$/);
  const [account] = await sandbox.ctx.db.query<{ name: string }>(
    'select p.name from accounts a join people p on p.id = a.person_id where a.id = $1',
    [demoHolder('maria').accountId],
  );
  await expect(page.locator('.detail-list')).toContainText(account!.name);
});

test('Limites lists the limits of the database and a cut is saved at once', async ({ page, signIn, sandbox }) => {
  await signIn('maria');
  await profileButton(page).click();
  await page.getByRole('menuitem', { name: 'Limites' }).click();
  await expect(page).toHaveURL(/\/account\/profile\/limits$/);
  const accountId = demoHolder('maria').accountId;
  const [pix] = await sandbox.ctx.db.query<{ amount_cents: string }>(
    `select amount_cents from account_limits where account_id = $1 and product = 'PIX' and period = 'DAILY'`,
    [accountId],
  );
  const row = page.locator('.grid-table tbody tr', { hasText: 'PIX' });
  const current = Number(pix!.amount_cents);
  await expect(row.locator('td').nth(1)).toHaveText(formatMoney(current / 100, 'BRL'));
  await row.getByRole('button', { name: 'Alterar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar limite' });
  const daily = dialog.getByLabel('Limite diurno');
  // Over the bank's maximum (shown beside it): refused with the server's error, nothing saved.
  await daily.press('ControlOrMeta+a');
  await daily.pressSequentially('60000,00');
  await expect(daily).toHaveValue('R$ 60.000,00');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'AS10004' })).toBeVisible();
  const [unchanged] = await sandbox.ctx.db.query<{ amount_cents: string }>(
    `select amount_cents from account_limits where account_id = $1 and product = 'PIX' and period = 'DAILY'`,
    [accountId],
  );
  expect(Number(unchanged!.amount_cents)).toBe(current);
  await daily.fill('');
  await daily.pressSequentially('1000,00');
  await expect(daily).toHaveValue('R$ 1.000,00');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Limite alterado.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => {
      const [after] = await sandbox.ctx.db.query<{ amount_cents: string }>(
        `select amount_cents from account_limits where account_id = $1 and product = 'PIX' and period = 'DAILY'`,
        [accountId],
      );
      return Number(after!.amount_cents);
    })
    .toBe(100_000);
});

test('Alterar senha opens the change-password modal, whose new password then signs in', async ({ page, signIn, sandbox }) => {
  await signIn('ana');
  await profileButton(page).click();
  await page.getByRole('menuitem', { name: 'Alterar senha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const holder = demoHolder('ana');
  await dialog.getByRole('textbox', { name: 'Senha atual' }).fill(holder.operator.password);
  await dialog.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('654321');
  await dialog.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('654321');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(profileButton(page)).toBeFocused();
  const api = apiClient(sandbox.url);
  const signedIn = await api.signIn('ana', { password: '654321' });
  expect(signedIn.status).toBe(200);
  expect((await api.signIn('ana')).status).not.toBe(200);
  // The tests after this one share the sandbox and sign in with the seeded password.
  const restored = await api.call('PUT', '/api/Authentication/User', {
    token: signedIn.body.access_token,
    form: { currentpassword: '654321', newpassword: holder.operator.password, confirmpassword: holder.operator.password },
  });
  expect(restored.status).toBe(200);
  expect((await api.signIn('ana')).status).toBe(200);
});

test("Termo de Uso shows the merchant's terms document in a large modal", async ({ page, signIn }) => {
  await signIn('maria');
  await profileButton(page).click();
  await page.getByRole('menuitem', { name: 'Termo de Uso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Termo de Uso' });
  await expect(dialog).toBeVisible();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('src', '/api/Common/TermsOfUse/Document');
  const response = await page.request.get('/api/Common/TermsOfUse/Document');
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 4).toString()).toBe('%PDF');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('Sair signs out and goes to the login page', async ({ page, signIn }) => {
  await signIn('maria');
  await profileButton(page).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

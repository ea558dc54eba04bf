import { formatMoney } from '../../src/domain/index.ts';
import { demoHolder, expect, fillSignIn, signInThroughForm, test, type DemoKey } from './support/fixtures.ts';
import { settle, watchRequests } from './support/settle.ts';

for (const key of ['maria', 'company', 'ana'] as const satisfies DemoKey[]) {
  test(`${key} signs in and sees exactly the balance the database holds`, async ({ page, sandbox }) => {
    await signInThroughForm(page, key);
    const [row] = await sandbox.ctx.db.query<{ balance_cents: number; blocked_debit_cents: number }>(
      'select balance_cents, blocked_debit_cents from accounts where id = $1',
      [demoHolder(key).accountId],
    );
    const expected = formatMoney((row!.balance_cents - row!.blocked_debit_cents) / 100, 'BRL');
    await expect(page.getByTestId('available-balance')).toHaveText(expected);
    await expect(page.getByTestId('header-balance')).toHaveText(expected);
    await expect(page).toHaveTitle(demoHolder(key).operator.name);
  });
}

test('a wrong password shows the server message and code in a toast and keeps no session', async ({ page }) => {
  await page.goto('/auth/login');
  await fillSignIn(page, 'maria', '000000');
  await page.getByRole('button', { name: 'Entrar' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Operador ou senha inválidos.');
  await expect(toast).toContainText('AU10001');
  await expect(page).toHaveURL(/\/auth\/login$/);
  // The typed password is emptied, without blaming the person for not typing one; sent empty, it is.
  const password = page.getByLabel('Senha', { exact: true });
  await expect(password).toHaveValue('');
  await expect(page.getByText('Informe a senha.')).toHaveCount(0);
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Informe a senha.')).toBeVisible();
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
  await page.goto('/account/home');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
});

test('visiting the account while signed out lands on the login with redirect, and signing in returns there', async ({ page }) => {
  await page.goto('/account/home');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Faccount%2Fhome$/);
  // No session ended here: nothing says one expired.
  await expect(page.getByRole('heading', { name: 'Acesse sua conta' })).toBeVisible();
  await expect(page.getByText('Sua sessão expirou. Entre novamente para continuar.')).toHaveCount(0);
  await fillSignIn(page, 'ana');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/account\/home$/);
});

test('an expired access token is refreshed once and the request retried', async ({ page, sandbox, signIn }) => {
  watchRequests(page);
  await signIn('maria');
  // The home page's own calls answered first: only the click's call meets the expired token.
  await settle(page);
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/Authentication/RefreshToken')) refreshes.push(request.url());
  });
  const balanceAnswers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/Balance')) balanceAnswers.push(response.status());
  });
  sandbox.ctx.clock.advance(601);
  try {
    await page.getByRole('button', { name: 'Atualizar saldo' }).click();
    await expect.poll(() => balanceAnswers).toEqual([401, 200]);
    expect(refreshes).toHaveLength(1);
    await expect(page).toHaveURL(/\/account\/home$/);
  } finally {
    sandbox.ctx.clock.reset();
  }
});

test('when the refresh fails too, the session is cleared and the login carries redirect', async ({ page, sandbox, signIn }) => {
  watchRequests(page);
  await signIn('ana');
  await settle(page);
  sandbox.ctx.clock.advance(2 * 24 * 3600);
  try {
    await page.getByRole('button', { name: 'Atualizar saldo' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Faccount%2Fhome$/);
    await expect(page.getByText('Sua sessão expirou. Entre novamente para continuar.')).toBeVisible();
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
  } finally {
    sandbox.ctx.clock.reset();
  }
});

test('signing out clears the session and a reload stays signed out', async ({ page, signIn }) => {
  await signIn('company');
  await page.getByRole('button', { name: /Menu do perfil/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
  await page.goto('/account/home');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
});

test('unknown paths go to the authentication area and upper-case paths are read in lower case', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/AUTH/LOGIN');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page).toHaveTitle('Banco Balcão - Entrar');
});

test('a signed-in visitor of the login page is sent to the account', async ({ page, signIn }) => {
  await signIn('maria', '/auth/login');
  await expect(page).toHaveURL(/\/account\/home$/);
});

test('the session survives a reload and is stored encrypted, with no token in clear', async ({ page }) => {
  const tokens: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/SignIn')) tokens.push(((await response.json()) as { access_token: string }).access_token);
  });
  await signInThroughForm(page, 'maria');
  await page.reload();
  await expect(page.getByTestId('available-balance')).toBeVisible();
  // spec 000 §9: the tokens and the signed-in user live in session storage, both encrypted.
  const stored = await page.evaluate(() => Object.entries(sessionStorage));
  expect(stored.map(([name]) => name).sort()).toEqual(['balcao.demo.auth', 'balcao.demo.user']);
  expect(tokens).toHaveLength(1);
  for (const [, value] of stored) {
    expect(value).not.toContain(tokens[0]!.slice(0, 20));
    expect(value).not.toContain('maria');
    expect(value).not.toContain('Maria');
  }
});

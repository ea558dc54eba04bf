import * as OTPAuth from 'otpauth';
import type { Page } from '@playwright/test';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { demoHolder, expect, fillSignIn, test } from './support/fixtures.ts';

const ana = demoHolder('ana');

/** The code an authenticator app shows for this secret at the sandbox's time (RFC 6238, as the app reads the QR). */
function codeFor(sandbox: RunningSandbox, secret: string): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: sandbox.ctx.clock.now().getTime() });
}

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Dígito 1 do token' }).click();
  await page.keyboard.type(code, { delay: 60 });
}

test.afterEach(async ({ sandbox }) => {
  // The tests of this file share its sandbox: Ana leaves as she came, and the clock too.
  await sandbox.ctx.db.query(
    `update users set a2f_enabled = false, a2f_secret = null, a2f_pending_secret = null, a2f_last_step = null where id = $1`,
    [ana.operator.userId],
  );
  sandbox.ctx.clock.reset();
});

test('turning two-factor on in the profile, then signing in asks for the authenticator code; a wrong code is refused clearly', async ({
  page,
  browser,
  sandbox,
  signIn,
}) => {
  await signIn('ana');
  // From the profile, where the switch only shows the state, to the page that turns it on.
  await page.goto('/account/profile/details');
  await expect(page.getByRole('switch', { name: 'Autenticação em dois fatores' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Autenticação em dois fatores' }).click();
  await expect(page).toHaveURL(/\/account\/profile\/two-factor$/);
  const toggle = page.getByRole('switch', { name: 'Autenticação em dois fatores' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  await toggle.focus();
  await page.keyboard.press('Space');

  // The enrolment QR code is an image the browser opens with a single-use ticket.
  const qr = page.getByRole('img', { name: 'QR code para cadastrar a conta no aplicativo autenticador' });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(200);
  expect(await qr.getAttribute('src')).toMatch(/\/api\/Authentication\/User\/A2F\/PNG\/200\?ticket=tk_/);
  const secret = (await page.getByTestId('secret').textContent())!.replace(/\s/g, '');
  const [stored] = await sandbox.ctx.db.query<{ a2f_pending_secret: string }>(
    'select a2f_pending_secret from users where id = $1',
    [ana.operator.userId],
  );
  expect(secret).toBe(stored!.a2f_pending_secret);

  await page.getByLabel('Código do aplicativo').fill(codeFor(sandbox, secret));
  await page.getByRole('button', { name: 'Ativar', exact: true }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Autenticação em dois fatores ativada.' })).toBeVisible();
  await expect(toggle).toBeChecked();
  const [enabled] = await sandbox.ctx.db.query<{ a2f_enabled: boolean }>('select a2f_enabled from users where id = $1', [
    ana.operator.userId,
  ]);
  expect(enabled!.a2f_enabled).toBe(true);

  // A new browser session signs in; the next 30-second step gives a fresh code (a code works once).
  sandbox.ctx.clock.advance(30);
  const context = await browser.newContext({ baseURL: sandbox.url, locale: 'pt-BR' });
  const second = await context.newPage();
  try {
    await second.goto('/auth/login');
    await fillSignIn(second, 'ana');
    await second.getByRole('button', { name: 'Entrar' }).click();
    await expect(second.getByRole('heading', { name: 'Confirme o acesso' })).toBeVisible();
    await expect(second).toHaveURL(/\/auth\/login/);

    const right = codeFor(sandbox, secret);
    await typeCode(second, right === '000000' ? '111111' : '000000');
    const toast = second.getByTestId('toast');
    await expect(toast).toContainText('Código de verificação inválido.');
    await expect(toast).toContainText('AU10013');
    // The boxes say why too, for screen readers through aria-describedby (the toast already speaks up).
    await expect(second.getByRole('group', { name: /Digite o código/ })).toHaveAccessibleDescription(
      'Código de verificação inválido.',
    );
    await expect(second.getByRole('textbox', { name: 'Dígito 1 do token' })).toHaveValue('');

    await typeCode(second, right);
    await expect(second).toHaveURL(/\/account\/home$/);
    await expect(second).toHaveTitle(ana.operator.name);
    // spec 000 §4: the two-factor state is kept in session storage, encrypted like the rest.
    const keys = await second.evaluate(() => Object.keys(sessionStorage));
    expect(keys.some((key) => key.endsWith('a2f'))).toBe(true);
  } finally {
    await context.close();
  }
});

test('the code step can be left: the session ends and the login form comes back', async ({ page, sandbox }) => {
  await sandbox.ctx.db.query(`update users set a2f_enabled = true, a2f_secret = 'JBSWY3DPEHPK3PXP' where id = $1`, [
    ana.operator.userId,
  ]);
  await page.goto('/auth/login');
  await fillSignIn(page, 'ana');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Confirme o acesso' })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar e sair' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  // The form comes back at once; the sign-out call that ends the half-open session may still be on its way.
  const halfOpen = async () => {
    const [open] = await sandbox.ctx.db.query<{ count: number }>(
      `select count(*)::int as count from sessions
        where user_id = $1 and signed_out_at is null and a2f_required and a2f_confirmed_at is null`,
      [ana.operator.userId],
    );
    return open!.count;
  };
  await expect.poll(halfOpen).toBe(0);
});

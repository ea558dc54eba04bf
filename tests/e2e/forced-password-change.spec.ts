import type { Page } from '@playwright/test';
import { DEMO_PASSWORD_CHANGE_OPERATOR as carla } from '../../src/sandbox/seed/demo-data.ts';
import { verifyPassword } from '../../src/sandbox/auth/passwords.ts';
import { demoHolder, expect, test } from './support/fixtures.ts';

const company = demoHolder('company');

async function signInAsCarla(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Agência', { exact: true }).fill('0001');
  await page.getByLabel('Conta', { exact: true }).fill(company.number);
  await page.getByLabel('Usuário', { exact: true }).fill(carla.userName);
  await page.getByLabel('Senha', { exact: true }).fill(carla.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

let originalHash = '';
test.beforeEach(async ({ sandbox }) => {
  const [row] = await sandbox.ctx.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [
    carla.userId,
  ]);
  originalHash = row!.password_hash;
});
test.afterEach(async ({ sandbox }) => {
  // The tests of this file share its sandbox: Carla must change her password again in the next one.
  await sandbox.ctx.db.query('update users set password_hash = $2, change_password = true where id = $1', [
    carla.userId,
    originalHash,
  ]);
});

test('a user flagged to change the password is warned and changes it before the account opens', async ({ page, sandbox }) => {
  await signInAsCarla(page);
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Por segurança, altere sua senha antes de continuar.' }),
  ).toContainText('Atenção');
  const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);

  await dialog.getByRole('textbox', { name: 'Senha atual', exact: true }).fill(carla.password);
  await dialog.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('135246');
  await dialog.getByRole('textbox', { name: 'Confirme a nova senha', exact: true }).fill('135246');
  await dialog.getByRole('button', { name: 'Salvar' }).click();

  await expect(page.getByTestId('toast').filter({ hasText: 'Senha alterada com sucesso.' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/home$/);
  const [row] = await sandbox.ctx.db.query<{ change_password: boolean; password_hash: string }>(
    'select change_password, password_hash from users where id = $1',
    [carla.userId],
  );
  expect(row!.change_password).toBe(false);
  expect(await verifyPassword('135246', row!.password_hash)).toBe(true);
});

test('closing the modal does not open the account; the person may open it again or leave', async ({ page, sandbox }) => {
  await signInAsCarla(page);
  const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Altere sua senha' })).toBeVisible();
  await page.goto('/account/home');
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('dialog', { name: 'Alterar senha' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  const [row] = await sandbox.ctx.db.query<{ change_password: boolean }>('select change_password from users where id = $1', [
    carla.userId,
  ]);
  expect(row!.change_password).toBe(true);
});

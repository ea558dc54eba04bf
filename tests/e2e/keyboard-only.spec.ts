import type { Locator, Page } from '@playwright/test';
import { DEMO_BRANCH } from '../../src/sandbox/seed/demo-data.ts';
import { seriousViolations } from './support/axe.ts';
import { demoHolder, expect, test } from './support/fixtures.ts';
import { approvalDialog, balanceCents } from './support/money.ts';

/** Presses Tab (Shift+Tab going back) until `target` has the focus; fails when it is never reached. */
async function tabTo(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}): Promise<void> {
  await expect(target).toBeVisible();
  const handle = await target.elementHandle();
  for (let press = 0; press < (options.max ?? 80); press += 1) {
    if (await page.evaluate((element) => document.activeElement === element, handle)) return;
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`the keyboard never reached ${String(target)}`);
}

test('Maria signs in and pays Ana R$ 1,00 by PIX key, approving on the virtual keyboard, with the keyboard alone', async ({
  page,
  sandbox,
}) => {
  const maria = demoHolder('maria');
  const before = await balanceCents(sandbox, 'maria');
  await page.goto('/auth/login');
  // The copy painted from the HTML takes no input; the live form does.
  await expect(page.getByLabel('Agência', { exact: true })).toBeEditable();

  await tabTo(page, page.getByLabel('Agência', { exact: true }));
  await page.keyboard.press('Control+A');
  await page.keyboard.type(DEMO_BRANCH.code);
  await tabTo(page, page.getByLabel('Conta', { exact: true }));
  await page.keyboard.type(maria.number);
  await tabTo(page, page.getByLabel('Usuário', { exact: true }));
  await page.keyboard.type(maria.operator.userName);
  await tabTo(page, page.getByLabel('Senha', { exact: true }));
  await page.keyboard.type(maria.operator.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/home$/);

  await tabTo(page, page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'PIX' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/pix/);
  await tabTo(page, page.getByRole('textbox', { name: 'Chave Pix' }));
  await page.keyboard.type('ana@balcao.example');
  await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');

  const amountStep = page.getByRole('dialog', { name: 'Pagar com Pix' });
  await expect(amountStep).toContainText('Ana Beatriz Costa');
  expect(await seriousViolations(page)).toEqual([]);
  const amount = amountStep.getByRole('textbox', { name: 'Valor' });
  await tabTo(page, amount);
  await page.keyboard.type('1,00');
  await expect(amount).toHaveValue('R$ 1,00');
  await tabTo(page, amountStep.getByRole('button', { name: 'Revisar pagamento' }));
  await page.keyboard.press('Enter');

  const review = page.getByRole('dialog', { name: 'Confira os dados' });
  await expect(review).toContainText('R$ 1,00');
  expect(await seriousViolations(page)).toEqual([]);
  await tabTo(page, review.getByRole('button', { name: 'Confirmar' }));
  await page.keyboard.press('Enter');

  const approval = approvalDialog(page);
  await expect(approval).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  for (const digit of maria.operator.password) {
    await tabTo(page, approval.getByRole('button', { name: new RegExp(`^(${digit} ou \\d|\\d ou ${digit})$`) }));
    await page.keyboard.press('Enter');
  }
  await tabTo(page, approval.getByRole('button', { name: 'Aprovar' }));
  await page.keyboard.press('Enter');

  const receipt = page.getByRole('dialog', { name: 'Comprovante de transferência' });
  await expect(receipt).toContainText('Concluído');
  await expect(receipt).toContainText('R$ 1,00');
  expect(await balanceCents(sandbox, 'maria')).toBe(before - 100);
});

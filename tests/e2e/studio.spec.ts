import { expect, test } from './support/fixtures.ts';
import { clickRowAction, rowActions } from './support/grid.ts';

test('the studio lists the screen files; a grid picked from it renders with sample data beside its JSON', async ({ page }) => {
  await page.goto('/studio');
  const list = page.getByRole('navigation', { name: 'Telas' });
  await expect(list.getByRole('link', { name: 'address-form' })).toBeVisible();
  await list.getByRole('link', { name: 'cards', exact: true }).click();
  await expect(page).toHaveURL(/\/studio\/cards$/);
  const preview = page.getByTestId('studio-screen');
  await expect(preview.getByRole('heading', { name: 'Cartões' })).toBeVisible();
  // A row's actions are buttons, or items of its "Mais ações" menu when they do not all fit the preview.
  await expect(
    rowActions(preview)
      .filter({ hasText: /^Bloquear$/ })
      .first(),
  ).toBeAttached();
  await expect(
    rowActions(preview)
      .filter({ hasText: /^Desbloquear$/ })
      .first(),
  ).toBeAttached();
  await expect(preview.getByTestId('grid-count')).toHaveText('1 à 7 de 7');
  await expect(page.getByTestId('studio-json')).toContainText('"rowSchema": "card.schema.json"');
  await clickRowAction(
    preview
      .getByRole('row')
      .filter({ has: page.locator('[data-action="lock"]') })
      .first(),
    'Bloquear',
  );
  await expect(page.getByTestId('toast').first()).toContainText('Chamaria lockCard');
  await page.getByRole('checkbox', { name: 'cardEnable' }).uncheck();
  await expect(preview.getByRole('heading', { name: 'Cartões' })).toHaveCount(0);
});

test('a form picked in the studio renders its blocks and validates as it would in the site', async ({ page }) => {
  await page.goto('/studio/change-password');
  const preview = page.getByTestId('studio-screen');
  await expect(preview.getByText('A senha deve ter 6 dígitos numéricos.')).toBeVisible();
  await preview.getByLabel(/^Nova senha/).fill('123456');
  await preview.getByLabel(/^Confirme a nova senha/).fill('654321');
  await preview.getByLabel(/^Confirme a nova senha/).blur();
  await expect(preview.getByText('Necessário que os valores sejam iguais.')).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Salvar' })).toBeDisabled();
});

test.describe('without STUDIO=1', () => {
  test.use({ studio: false });

  test('the built site has no studio', async ({ page }) => {
    await page.goto('/studio/cards');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

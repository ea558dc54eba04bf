import { expect, test } from './support/fixtures.ts';
import type { Locator } from '@playwright/test';

test('the breadcrumb names each level of the route, the current one not a link; a route changed to fades in unless the person asks for less motion, the one the page opens at shows at once', async ({
  page,
  signIn,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await signIn('maria');
  const breadcrumb = page.getByRole('navigation', { name: 'Você está em' });
  await expect(breadcrumb.getByRole('link', { name: 'Minha conta' })).toBeVisible();
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Início');
  const fade = () =>
    page
      .locator('.route-view')
      .first()
      .evaluate((view) => getComputedStyle(view).animationName);
  expect(await fade()).toBe('none');
  await page.getByRole('link', { name: 'Ver extrato completo' }).click();
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Extrato');
  expect(await fade()).toBe('route-fade');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await fade()).toBe('none');
});

/** Every entry of the menu at the same top and of the same height: one line. */
async function expectOneLine(menu: Locator): Promise<void> {
  const boxes = await menu
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => `${link.getBoundingClientRect().top} ${link.getBoundingClientRect().height}`));
  expect(new Set(boxes).size).toBe(1);
}

test('on a phone the layout stacks and nothing overflows the screen', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn('maria');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto('/account/transactions/extract');
  await page.getByRole('table').waitFor();
  // A wide table scrolls inside its own box; the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expect(page.getByTestId('header-balance')).toBeInViewport({ ratio: 1 });
  const header = (await page.locator('.header').boundingBox())!;
  const content = (await page.locator('#content').boundingBox())!;
  expect(content.y).toBeGreaterThan(header.y + header.height - 1);
  // The menu is one line that scrolls, whatever entries the account's flags add: the page below never
  // moves down when they arrive.
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Cartão' })).toBeAttached();
  await expectOneLine(menu);
});

test("on a phone a menu group's title and entries lie on the menu's one line", async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // The company's flags add the API group (screens/site/site.json): stacked, its title made the row taller.
  await signIn('company');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Credenciais' })).toBeAttached();
  await expectOneLine(menu);
  const title = (await menu.getByText('API', { exact: true }).boundingBox())!;
  const entry = (await menu.getByRole('link', { name: 'Credenciais' }).boundingBox())!;
  expect(title.y).toBeGreaterThanOrEqual(entry.y);
  expect(title.y + title.height).toBeLessThanOrEqual(entry.y + entry.height);
});

test('on a phone a tall dialog lies over the cookie notice, its buttons reachable and each the full width', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn('maria');
  const notice = page.getByRole('button', { name: 'Entendi!' });
  await expect(notice).toBeVisible();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Cartão' }).click();
  await page.getByRole('button', { name: 'Novo portador' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo portador' });
  const submit = dialog.getByRole('button', { name: 'Cadastrar portador' });
  await submit.scrollIntoViewIfNeeded();
  await page.locator('.modal-backdrop').evaluate((backdrop) => backdrop.scrollTo(0, backdrop.scrollHeight));
  // What shows at the middle of the button is the button, and at the notice's place the dialog's backdrop
  // (read again until the dialog's form has settled: its fields arrive a moment after the dialog).
  const topmost = (x: number, y: number) =>
    page.evaluate(
      ([left, top]) => document.elementFromPoint(left!, top!)?.closest('button, .modal-backdrop')?.textContent ?? '',
      [x, y],
    );
  await expect
    .poll(async () => {
      const { x, y, width, height } = (await submit.boundingBox())!;
      return topmost(x + width / 2, y + height / 2);
    })
    .toBe('Cadastrar portador');
  const box = (await submit.boundingBox())!;
  const cookies = (await page.locator('.cookie-notice').boundingBox())!;
  expect(await topmost(cookies.x + cookies.width / 2, cookies.y + cookies.height / 2)).not.toBe('Entendi!');
  const cancel = (await dialog.getByRole('button', { name: 'Cancelar' }).boundingBox())!;
  expect(cancel.width).toBeCloseTo(box.width, 0);
  expect(cancel.y + cancel.height).toBeLessThanOrEqual(box.y);
});

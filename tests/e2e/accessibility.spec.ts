import { seriousViolations } from './support/axe.ts';
import { demoHolder, expect, test } from './support/fixtures.ts';

test('the sign-in page has no serious accessibility violations, with and without its error messages', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Acesse sua conta' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Conta', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Informe o número da conta.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the check names what it is for: an unnamed button, faint text, a frame\'s image without its text, each where it is', async ({ page }) => {
  // A page of the site's own address for the frame (the site's policy allows frames of itself alone).
  await page.route('**/a11y-frame.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="pt-BR"><title>Quadro</title><img id="bare" src="/themes/default/logo.svg"></html>' }),
  );
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Acesse sua conta' })).toBeVisible();
  await page.evaluate(() => {
    const broken = document.createElement('div');
    broken.innerHTML =
      '<button id="unnamed"></button><p id="faint">Texto claro demais</p>' +
      '<iframe id="framed" title="Quadro" src="/a11y-frame.html"></iframe>';
    document.body.append(broken);
    // Through the style object: the site's policy refuses style attributes.
    Object.assign(document.getElementById('faint')!.style, { color: '#eeeeee', background: '#ffffff' });
  });
  await expect(page.frameLocator('#framed').locator('#bare')).toBeAttached();
  const found = await seriousViolations(page);
  expect(found.find((line) => line.startsWith('button-name:'))).toContain('#unnamed');
  expect(found.find((line) => line.startsWith('color-contrast:'))).toContain('#faint');
  expect(found.find((line) => line.startsWith('image-alt:'))).toContain('#framed #bare');
  // Limited to a part of the page, it sees that part alone.
  expect(await seriousViolations(page, '#faint')).toEqual([expect.stringMatching(/^color-contrast:.*#faint/)]);
});

test('the home page has no serious accessibility violations, with amounts shown or hidden', async ({ page, signIn }) => {
  await signIn('company');
  await expect(page.getByTestId('available-balance')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Ocultar valores' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a holder signs in with the keyboard alone', async ({ page }) => {
  const holder = demoHolder('ana');
  await page.goto('/auth/login');
  // The copy painted from the HTML takes no input; the live form does.
  await expect(page.getByLabel('Agência', { exact: true })).toBeEditable();
  await page.getByLabel('Agência', { exact: true }).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('0001');
  await page.keyboard.press('Tab');
  await page.keyboard.type(holder.number);
  await page.keyboard.press('Tab');
  await page.keyboard.type(holder.operator.userName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(holder.operator.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/home$/);
  await expect(page.getByTestId('available-balance')).toBeVisible();
});

test('a form error is announced: the field is marked invalid and described by its message', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Entrar' }).click();
  const operator = page.getByLabel('Usuário', { exact: true });
  await expect(operator).toHaveAttribute('aria-invalid', 'true');
  await expect(operator).toHaveAccessibleDescription('Informe o usuário.');
});

test('the open profile menu and the change-password modal have no serious accessibility violations', async ({ page, signIn }) => {
  await signIn('maria');
  await page.locator('.profile-menu-button').click();
  await expect(page.getByRole('menu', { name: 'Menu do perfil' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('menuitem', { name: 'Alterar senha' }).click();
  await expect(page.getByRole('dialog', { name: 'Alterar senha' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the open message inbox has no serious accessibility violations', async ({ page, signIn }) => {
  await signIn('maria');
  await page.locator('.inbox-button').click();
  const inbox = page.getByRole('dialog', { name: 'Mensagens' });
  await inbox.getByLabel('Mostrar todas as mensagens').check();
  await expect(inbox.locator('.list-item').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a statement entry's receipt has no serious accessibility violations", async ({ page, signIn }) => {
  await signIn('company');
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Extrato' }).click();
  await page.getByRole('button', { name: 'Ver comprovante' }).first().click();
  await expect(page.getByTestId('receipt')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

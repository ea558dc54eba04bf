import packageJson from '../../package.json' with { type: 'json' };
import { expect, fillSignIn, test } from './support/fixtures.ts';

test('the sign-in box paints from the HTML alone, its controls taking no input until the live form comes', async ({
  browser,
  sandbox,
}) => {
  const context = await browser.newContext({ baseURL: sandbox.url, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Acesse sua conta' })).toBeVisible();
    // The labels are tied to their fields, as in the live form; nothing can be typed or pressed.
    await expect(page.getByLabel('Agência', { exact: true })).toHaveValue('0001');
    for (const name of ['Agência', 'Conta', 'Usuário', 'Senha'])
      await expect(page.getByLabel(name, { exact: true })).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Entendi!' })).toBeDisabled();
    await expect(page.getByText(`Versão ${packageJson.version}`)).toBeVisible();
    // Other routes have no copy of another page: their HTML waits for the script.
    await page.goto('/account/home');
    await expect(page.locator('#root')).toBeEmpty();
  } finally {
    await context.close();
  }
});

test('the copy carries its stylesheets, allowed by hash: styled with none fetched, and where a server’s policy refuses them, styled once the script fetches them', async ({
  browser,
  sandbox,
}) => {
  for (const refused of [false, true]) {
    const context = await browser.newContext({ baseURL: sandbox.url });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/(themes\/default\/theme|assets\/index-[\w-]+)\.css$/.test(pathname))
        fetched.push(pathname.replace(/-[\w-]+\.css$/, '.css'));
    });
    await page.addInitScript(() => {
      const record: string[] = [];
      (window as unknown as { __refused: string[] }).__refused = record;
      document.addEventListener('securitypolicyviolation', (event) => record.push(event.violatedDirective));
    });
    // A server that sends the policy without the stylesheets' hashes.
    if (refused)
      await page.route('**/auth/login', async (route) => {
        const response = await route.fetch();
        const headers = response.headers();
        headers['content-security-policy'] = headers['content-security-policy']!.replace(/ 'sha256-[^']+'/g, '');
        await route.fulfill({ response, headers });
      });
    try {
      await page.goto('/auth/login');
      await expect(page.getByLabel('Usuário', { exact: true })).toBeEditable();
      // The brand's background and the site's box: both stylesheets apply.
      await expect
        .poll(() =>
          page.evaluate(() => [
            getComputedStyle(document.body).backgroundColor,
            getComputedStyle(document.querySelector('main.box')!).borderRadius,
          ]),
        )
        .toEqual(['rgb(243, 245, 249)', '16px']);
      expect(await page.evaluate(() => (window as unknown as { __refused: string[] }).__refused)).toHaveLength(refused ? 2 : 0);
      expect(fetched.sort()).toEqual(refused ? ['/assets/index.css', '/themes/default/theme.css'] : []);
    } finally {
      await context.close();
    }
  }
});

test('the live form takes the copy’s place, once, and signs in', async ({ page }) => {
  await page.goto('/auth/login');
  await fillSignIn(page, 'maria');
  await expect(page.getByRole('heading', { name: 'Acesse sua conta' })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(1);
  await expect(page.locator('form[aria-busy="true"]')).toHaveCount(0);
  // "Abrir conta" is a link drawn as a button: a box of the form's width under Entrar, not over it.
  const submit = (await page.getByRole('button', { name: 'Entrar' }).boundingBox())!;
  const open = (await page.getByRole('link', { name: 'Abrir conta' }).boundingBox())!;
  expect(open.y).toBeGreaterThanOrEqual(submit.y + submit.height);
  expect(open.width).toBeCloseTo(submit.width, 0);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/account\/home$/);
});

test('a field focused in the copy keeps the focus in the live form', async ({ page }) => {
  // The copy's script is held, so the person can move to a field before the live form comes.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/login');
  await page.getByLabel('Usuário', { exact: true }).focus();
  await expect(page.getByLabel('Usuário', { exact: true })).not.toBeEditable();
  release();
  await expect(page.getByLabel('Usuário', { exact: true })).toBeEditable();
  await expect(page.getByLabel('Usuário', { exact: true })).toBeFocused();
  await page.keyboard.type('maria');
  await expect(page.getByLabel('Usuário', { exact: true })).toHaveValue('maria');
});

test('Entrar pressed before the session is ready waits and then signs in: no press is lost', async ({ page }) => {
  // The session's machine is held, as on a slow phone: the live form takes input before it has come.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/session-runtime-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/login');
  await fillSignIn(page, 'maria');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('button', { name: 'Entrando...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/auth\/login$/);
  release();
  await expect(page).toHaveURL(/\/account\/home$/);
});

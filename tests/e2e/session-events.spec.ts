import { demoHolder, expect, fillSignIn, test } from './support/fixtures.ts';

test('after the configured time without activity the holder is signed out with the message of spec 000 §8', async ({ page }) => {
  await page.route('**/app-config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), downtime: 3 } });
  });
  // The page's clock is the test's: however long a busy machine takes to show the home page, the
  // three seconds of inactivity pass only when the test lets them.
  await page.clock.install();
  await page.goto('/auth/login');
  await fillSignIn(page, 'ana');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/account\/home$/);
  await page.clock.runFor(3_000);
  // The message shows only once the session has ended for inactivity.
  await expect(page.getByText('Você foi desconectado por ter ficado um longo tempo sem atividade.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
});

test('activity keeps the session open past the configured time', async ({ page, signIn }) => {
  await page.route('**/app-config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), downtime: 4 } });
  });
  await page.clock.install();
  await signIn('ana');
  // Seven seconds of the page's clock, the mouse moving every second.
  for (let second = 0; second < 7; second += 1) {
    await page.mouse.move(100 + second * 10, 200);
    await page.clock.runFor(1_000);
  }
  await expect(page).toHaveURL(/\/account\/home$/);
  await expect(page.getByText('Você foi desconectado por ter ficado um longo tempo sem atividade.')).toHaveCount(0);
});

test('a Logout event from the hub signs the holder out to the login', async ({ page, sandbox, signIn }) => {
  // The page's session is the one its access token names: earlier tests of this file may have left other sessions
  // of maria open, some stamped by a sandbox clock they had moved ahead.
  let token = '';
  page.on('request', (request) => {
    const bearer = /^Bearer (\S+)$/.exec(request.headers()['authorization'] ?? '');
    // The current user's call carries the session's token (the bank's own token names no session).
    if (bearer && new URL(request.url()).pathname === '/api/Authentication/Account') token = bearer[1]!;
  });
  await signIn('maria');
  const accountId = demoHolder('maria').accountId;
  await expect.poll(() => sandbox.ctx.hub!.connectionCount(accountId)).toBe(1);
  const { sessionId } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sessionId: string };
  const [session] = await sandbox.ctx.db.query<{ id: string }>(
    'update sessions set signed_out_at = now() where id = $1 and signed_out_at is null returning id',
    [sessionId],
  );
  sandbox.ctx.hub!.revokeSession(session!.id);
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
});

test('an Account event from the hub reloads the balance shown in the header', async ({ page, sandbox, signIn }) => {
  await signIn('company');
  const accountId = demoHolder('company').accountId;
  await expect.poll(() => sandbox.ctx.hub!.connectionCount(accountId)).toBe(1);
  await sandbox.ctx.db.query('update accounts set balance_cents = balance_cents + 12345 where id = $1', [accountId]);
  try {
    const [row] = await sandbox.ctx.db.query<{ balance_cents: number }>('select balance_cents from accounts where id = $1', [
      accountId,
    ]);
    const expected = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(row!.balance_cents / 100);
    sandbox.ctx.hub!.publish(accountId, 'Account', { accountId });
    await expect(page.getByTestId('header-balance')).toHaveText(`R$ ${expected}`);
  } finally {
    await sandbox.ctx.db.query('update accounts set balance_cents = balance_cents - 12345 where id = $1', [accountId]);
  }
});

test('when the hub drops its socket, the page connects again and reloads what it may have missed', async ({
  page,
  sandbox,
  signIn,
}) => {
  await signIn('company');
  const accountId = demoHolder('company').accountId;
  await expect.poll(() => sandbox.ctx.hub!.connectionCount(accountId)).toBe(1);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  sandbox.ctx.hub!.dropAll();
  // While the socket is down the balance changes and no event is sent: only a reload after the reconnect shows it.
  await sandbox.ctx.db.query('update accounts set balance_cents = balance_cents + 54321 where id = $1', [accountId]);
  try {
    const [row] = await sandbox.ctx.db.query<{ balance_cents: number }>('select balance_cents from accounts where id = $1', [
      accountId,
    ]);
    const expected = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(row!.balance_cents / 100);
    await expect(page.getByTestId('header-balance')).toHaveText(`R$ ${expected}`);
    await expect.poll(() => sandbox.ctx.hub!.connectionCount(accountId)).toBe(1);
  } finally {
    await sandbox.ctx.db.query('update accounts set balance_cents = balance_cents - 54321 where id = $1', [accountId]);
  }
});

test('the eye toggle hides every amount on the page and shows them again', async ({ page, signIn }) => {
  await signIn('maria');
  await page.getByRole('button', { name: 'Ocultar valores' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('R$ ******');
  await expect(page.locator('main')).not.toContainText(/R\$ [\d.]+,\d\d/);
  await page.reload();
  await expect(page.getByTestId('available-balance')).toHaveText('R$ ******');
  await page.getByRole('button', { name: 'Mostrar valores' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText(/R\$ [\d.]+,\d\d/);
});

test('a brand chosen by configuration sets the stylesheet, favicon and logo without a rebuild', async ({ page }) => {
  await page.route('**/app-config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), theme: 'nostrum' } });
  });
  await page.goto('/auth/login');
  await expect(page.locator('#theme-stylesheet')).toHaveAttribute('href', '/themes/nostrum/theme.css');
  await expect(page.locator('#favicon')).toHaveAttribute('href', '/themes/nostrum/favicon.svg');
  await expect(page.locator('.box-logo')).toHaveAttribute('src', '/themes/nostrum/logo.svg');
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()))
    .toBe('#5b2a86');
});

test('the cookie notice sits bottom-left until dismissed with "Entendi!", and stays dismissed', async ({ page }) => {
  await page.goto('/auth/login');
  const notice = page.getByRole('region', { name: 'Aviso de cookies' });
  // The live notice, not the copy painted from the HTML, whose button takes no click.
  await expect(notice.getByRole('button', { name: 'Entendi!' })).toBeEnabled();
  const box = (await notice.boundingBox())!;
  expect(box.x).toBeLessThan(100);
  await notice.getByRole('button', { name: 'Entendi!' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Acesse sua conta' })).toBeVisible();
  await expect(notice).toBeHidden();
});

test('the production console warns that pasting code there is fraud, then stays silent', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/auth/login');
  // The site's script has run once the live form takes input.
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  expect(messages.some((text) => text.includes('fraude'))).toBe(true);
  const before = messages.length;
  await page.evaluate(() => console.log('a message from a pasted script'));
  expect(messages.length).toBe(before);
});

test("the hub's WebSocket address carries a single-use ticket, never the session token", async ({ page, sandbox, signIn }) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await signIn('maria');
  await expect.poll(() => sandbox.ctx.hub!.connectionCount(demoHolder('maria').accountId)).toBe(1);
  // The browser's report of the socket can reach the test after the hub has counted it.
  await expect.poll(() => sockets.length).toBe(1);
  const token = new URL(sockets[0]!).searchParams.get('access_token')!;
  expect(token).toMatch(/^tk_/);
  expect(token.split('.')).toHaveLength(1);
});

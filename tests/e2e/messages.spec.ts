import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient } from '../support/api-client.ts';
import { demoHolder, expect, test } from './support/fixtures.ts';

const maria = demoHolder('maria');
const inboxButton = (page: Page) => page.locator('.inbox-button');
const inbox = (page: Page) => page.getByRole('dialog', { name: 'Mensagens' });
const item = (page: Page, id: string) => inbox(page).locator(`[data-item-id="${id}"]`);

async function unreadCount(sandbox: RunningSandbox): Promise<number> {
  const [row] = await sandbox.ctx.db.query<{ total: number }>(
    'select count(*)::int as total from messages where account_id = $1 and deleted_at is null and is_read = false',
    [maria.accountId],
  );
  return row!.total;
}

async function addMessage(sandbox: RunningSandbox, title: string, status: string | null, minutesAgo = 0): Promise<string> {
  const id = randomUUID();
  await sandbox.ctx.db.query(
    'insert into messages (id, account_id, title, text, status, is_read, created_at) values ($1, $2, $3, $4, $5, false, $6)',
    [id, maria.accountId, title, `Texto de ${title}`, status, new Date(Date.now() - minutesAgo * 60_000)],
  );
  return id;
}

test('the badge counts the unread messages, and a new one from the hub raises it without a reload', async ({
  page,
  signIn,
  sandbox,
}) => {
  await addMessage(sandbox, 'Aviso antigo', null, 5);
  await signIn('maria');
  await expect(page.getByTestId('inbox-unread')).toHaveText(String(await unreadCount(sandbox)));
  // A one-time token reaches the holder through the inbox (docs/sandbox-money.md); the hub says so.
  const api = apiClient(sandbox.url);
  const token = (await api.signIn('maria')).body.access_token;
  expect((await api.call('POST', `/api/Accounts/${maria.accountId}/Token`, { token })).status).toBe(200);
  const expected = await unreadCount(sandbox);
  await expect(page.getByTestId('inbox-unread')).toHaveText(String(expected));
  await expect(inboxButton(page)).toHaveAccessibleName(`Mensagens: ${expected} não lidas`);
});

test('the inbox lists the unread messages with relative times, and all of them with the switch', async ({
  page,
  signIn,
  sandbox,
}) => {
  const recent = await addMessage(sandbox, 'Agora mesmo', null);
  const older = await addMessage(sandbox, 'De cinco minutos', null, 5);
  await signIn('maria');
  await inboxButton(page).click();
  await expect(inbox(page)).toBeFocused();
  const unread = await sandbox.ctx.db.query<{ title: string }>(
    'select title from messages where account_id = $1 and deleted_at is null and is_read = false order by created_at desc, id',
    [maria.accountId],
  );
  await expect(inbox(page).locator('.list-item-title')).toHaveText(unread.map((row) => row.title));
  await expect(item(page, recent)).toContainText('Agora');
  await expect(item(page, older)).toContainText('5 minutos atrás');
  await inbox(page).getByLabel('Mostrar todas as mensagens').check();
  const all = await sandbox.ctx.db.query<{ title: string }>(
    'select title from messages where account_id = $1 and deleted_at is null order by created_at desc, id limit 20',
    [maria.accountId],
  );
  expect(all.length).toBeGreaterThan(unread.length);
  await expect(inbox(page).locator('.list-item-title')).toHaveText(all.map((row) => row.title));
  await page.keyboard.press('Escape');
  await expect(inbox(page)).toBeHidden();
  await expect(inboxButton(page)).toBeFocused();
});

test('the icon is red for ERROR, yellow for CANCELED and blue otherwise', async ({ page, signIn, sandbox }) => {
  const error = await addMessage(sandbox, 'Falhou', 'ERROR');
  const canceled = await addMessage(sandbox, 'Cancelada', 'CANCELED');
  const plain = await addMessage(sandbox, 'Informativa', 'COMPLETED');
  await signIn('maria');
  await inboxButton(page).click();
  const colour = (id: string) =>
    item(page, id)
      .locator('.message-icon')
      .evaluate((icon) => getComputedStyle(icon).color);
  expect(await colour(error)).toBe('rgb(180, 35, 24)');
  expect(await colour(canceled)).toBe('rgb(181, 129, 0)');
  expect(await colour(plain)).toBe('rgb(11, 92, 171)');
});

test('marking a message read takes it off the unread list and the database marks it', async ({ page, signIn, sandbox }) => {
  const id = await addMessage(sandbox, 'Para ler', null);
  await signIn('maria');
  const before = await unreadCount(sandbox);
  await inboxButton(page).click();
  await item(page, id).getByRole('button', { name: 'Marcar como lida' }).click();
  await expect(item(page, id)).toHaveCount(0);
  const [row] = await sandbox.ctx.db.query<{ is_read: boolean }>('select is_read from messages where id = $1', [id]);
  expect(row!.is_read).toBe(true);
  await expect(page.getByTestId('inbox-unread')).toHaveText(String(before - 1));
});

test("deleting shows 'Excluindo...' until the list reloads, and the database keeps it deleted", async ({
  page,
  signIn,
  sandbox,
}) => {
  const id = await addMessage(sandbox, 'Para excluir', null);
  await signIn('maria');
  // The real call, held back until the pending state has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/Accounts/Messages/*', async (route) => {
    if (route.request().method() === 'DELETE') await held;
    await route.continue();
  });
  await inboxButton(page).click();
  await item(page, id).getByRole('button', { name: 'Excluir' }).click();
  await expect(item(page, id)).toContainText('Excluindo...');
  release();
  await expect(item(page, id)).toHaveCount(0);
  const [row] = await sandbox.ctx.db.query<{ deleted_at: Date | null }>('select deleted_at from messages where id = $1', [id]);
  expect(row!.deleted_at).not.toBeNull();
});

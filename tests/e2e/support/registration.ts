import type { Locator, Page } from '@playwright/test';
import type { OutboxPage } from '../../../src/generated/schemas.ts';
import type { RunningSandbox } from '../../../src/sandbox/start.ts';
import { expect } from './fixtures.ts';

export { cnpjFrom, cpfFrom, files } from '../../integration/account-opening-harness.ts';

/** The flow of /register, the step it shows and its last refusal. */
export const flow = (page: Page) => page.locator('section.flow[data-screen="register"]');

export const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name: new RegExp(`^${name}`) });
export const combobox = (scope: Locator, name: string) => scope.getByRole('combobox', { name: new RegExp(`^${name}`) });

/** The newest message of a purpose the bank "sent" to a phone (digits with 55) or an e-mail, from the outbox. */
export async function outboxMessage(page: Page, sandbox: RunningSandbox, to: string, purpose: string): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      const answer = await page.request.get(`${sandbox.url}/api/Sandbox/Outbox?to=${encodeURIComponent(to)}&purpose=${purpose}`);
      body = ((await answer.json()) as OutboxPage).items[0]?.body ?? '';
      return body;
    })
    .not.toBe('');
  return body;
}

export async function sentCode(page: Page, sandbox: RunningSandbox, to: string, purpose: 'PHONE_TOKEN' | 'CONTACT_TOKEN') {
  return /\b(\d{6})\b/.exec(await outboxMessage(page, sandbox, to, purpose))![1]!;
}

/** Types six digits into the token boxes shown in `scope` (the sixth sends them). */
export async function typeCode(page: Page, scope: Locator, code: string): Promise<void> {
  await scope.getByTestId('token-box').first().focus();
  await page.keyboard.type(code);
}

/** The registration's account id, by its tax id, straight from the sandbox's database. */
export async function accountIdOf(sandbox: RunningSandbox, taxId: string): Promise<string | undefined> {
  const rows = await sandbox.ctx.db.query<{ id: string }>(
    'select a.id from accounts a join people p on p.id = a.person_id where p.tax_id = $1',
    [taxId],
  );
  return rows[0]?.id;
}

export async function storedFiles(sandbox: RunningSandbox, taxId: string): Promise<number> {
  const rows = await sandbox.ctx.db.query<{ count: number }>(
    'select count(*)::int as count from person_files f join people p on p.id = f.person_id where p.tax_id = $1',
    [taxId],
  );
  return rows[0]?.count ?? 0;
}

/** A person's block of a registration form: CPF, person, phone, e-mail and the address found by its zip code. */
export async function fillPerson(
  page: Page,
  form: Locator,
  person: { taxId: string; name: string; birth: string; gender: string; phone: string; email: string },
): Promise<void> {
  await textbox(form, 'CPF').fill(person.taxId);
  await textbox(form, 'Nome').first().fill(person.name);
  await textbox(form, 'Data de nascimento').fill(person.birth);
  await combobox(form, 'Gênero').selectOption({ label: person.gender });
  await textbox(form, 'Celular').fill(person.phone);
  await textbox(form, 'E-mail').fill(person.email);
  await fillAddress(page, form);
}

export async function fillAddress(page: Page, form: Locator): Promise<void> {
  const lookup = page.waitForResponse((response) => response.url().endsWith('/ws/01310100/json/'));
  await textbox(form, 'CEP').pressSequentially('01310100');
  await lookup;
  await expect(textbox(form, 'Logradouro')).toHaveValue('Avenida Paulista');
  await textbox(form, 'Número').fill('1000');
}

/** Asks for the token of a phone or an e-mail and types the one the outbox holds. */
export async function validateItem(
  page: Page,
  sandbox: RunningSandbox,
  item: Locator,
  to: string,
  purpose: 'PHONE_TOKEN' | 'CONTACT_TOKEN',
): Promise<void> {
  await item.getByRole('button', { name: /^Enviar código/ }).click();
  await expect(item.getByTestId('token-countdown')).toBeVisible();
  await typeCode(page, item, await sentCode(page, sandbox, to, purpose));
  // Validated: the boxes go (and the step moves on once everything is).
  await expect(item.getByTestId('token-box')).toHaveCount(0);
  await expect(item.getByRole('button', { name: /^Enviar código/ })).toHaveCount(0);
}

/**
 * Chooses a document type and a file for it in one person's documents: bytes, or a file on disk, which
 * the browser reads where it is (Playwright sends bytes through its pipe, 20 MB in some ten seconds).
 */
export async function upload(
  person: Locator,
  type: string,
  file: { name: string; mimeType: string; buffer: Buffer } | string,
): Promise<void> {
  await combobox(person, 'Tipo do documento').selectOption({ label: type });
  await person.locator('input[type="file"]').setInputFiles(file);
}

import type { Locator, Page } from '@playwright/test';
import type { Address, Phone } from '../../src/generated/schemas.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { seriousViolations } from './support/axe.ts';
import { demoHolder, expect, test } from './support/fixtures.ts';

const MARIA_ACCOUNT = demoHolder('maria').accountId;

interface HolderRow {
  person_type: string;
  name: string;
  birth: string;
  nationality: string | null;
  gender: string | null;
  mother: string | null;
  trade_name: string | null;
  tax_regime: string | null;
  legal_nature: string | null;
  address: Address | null;
  addresses: Address[];
  phones: Phone[];
}

async function holderRow(sandbox: RunningSandbox, taxId: string): Promise<HolderRow | undefined> {
  const [row] = await sandbox.ctx.db.query<HolderRow>(
    `select person_type, name, birth::text as birth, nationality, gender, mother, trade_name, tax_regime, legal_nature,
            address, addresses, phones
       from card_holders where account_id = $1 and tax_id = $2`,
    [MARIA_ACCOUNT, taxId],
  );
  return row;
}

async function openNewHolder(page: Page): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Cartão' }).click();
  await expect(page).toHaveURL(/\/account\/cartao$/);
  await page.getByRole('button', { name: 'Novo portador' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo portador' });
  await expect(dialog.getByLabel(/^CPF\/CNPJ/)).toBeVisible();
  return dialog;
}

/** Presses Tab until `target` has the focus; fails when it is never reached. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  await expect(target).toBeVisible();
  const handle = await target.elementHandle();
  for (let press = 0; press < max; press += 1) {
    if (await page.evaluate((element) => document.activeElement === element, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`the keyboard never reached ${String(target)}`);
}

const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const combobox = (scope: Locator, name: string) => scope.getByRole('combobox', { name, exact: true });

test.beforeEach(async ({ signIn }) => {
  await signIn('maria');
});

test('Maria adds a person as a holder, with two phones and an address found by its zip code; the bank keeps them', async ({
  page,
  sandbox,
}) => {
  const dialog = await openNewHolder(page);
  const taxId = dialog.getByLabel(/^CPF\/CNPJ/);
  await taxId.fill('27516839400');
  await expect(taxId).toHaveValue('275.168.394-00');
  await expect(combobox(dialog, 'Tipo de pessoa')).toHaveValue('N');
  // spec 001 §4: a person has no tax regime or legal nature to give.
  await expect(dialog.getByLabel(/^Regime tributário/)).toHaveCount(0);
  await expect(dialog.getByLabel(/^Natureza jurídica/)).toHaveCount(0);
  await dialog.getByLabel(/^Nome ou razão social/).fill('Beatriz Almeida Rocha');
  await dialog.getByLabel(/^Data de nascimento ou fundação/).fill('19/07/1992');
  await expect(combobox(dialog, 'Nacionalidade')).toHaveValue('BR');
  await combobox(dialog, 'Gênero').selectOption({ label: 'Feminino' });
  await dialog.getByLabel(/^Nome da mãe/).fill('Helena Almeida Rocha');

  const phones = dialog.getByRole('group', { name: 'Telefones' });
  await phones.getByRole('button', { name: 'Adicionar telefone' }).click();
  const first = phones.getByRole('group', { name: 'Telefone 1' });
  await expect(combobox(first, 'DDI')).toHaveValue('055');
  await textbox(first, 'DDD').fill('011');
  await textbox(first, 'Telefone').fill('987654321');
  await combobox(first, 'Tipo de telefone').selectOption({ label: 'Celular' });
  await phones.getByRole('button', { name: 'Adicionar telefone' }).click();
  const second = phones.getByRole('group', { name: 'Telefone 2' });
  await textbox(second, 'DDD').fill('021');
  await textbox(second, 'Telefone').fill('33334444');
  await combobox(second, 'Tipo de telefone').selectOption({ label: 'Residencial' });

  const addresses = dialog.getByRole('group', { name: 'Endereços' });
  await addresses.getByRole('button', { name: 'Adicionar endereço' }).click();
  const address = addresses.getByRole('group', { name: 'Endereço 1' });
  const lookup = page.waitForResponse((response) => response.url().endsWith('/ws/01310100/json/'));
  await textbox(address, 'CEP').pressSequentially('01310100');
  expect((await lookup).status()).toBe(200);
  await expect(textbox(address, 'Logradouro')).toHaveValue('Avenida Paulista');
  await combobox(address, 'Tipo de endereço').selectOption({ label: 'Residencial' });
  await textbox(address, 'Número').fill('1578');
  await textbox(address, 'Complemento').fill('Apto 42');
  await textbox(address, 'Complemento').blur();
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Cadastrar portador' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Portador cadastrado.' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Beatriz Almeida Rocha', exact: true })).toBeVisible();

  const row = (await holderRow(sandbox, '27516839400'))!;
  expect(row).toMatchObject({
    person_type: 'N',
    name: 'Beatriz Almeida Rocha',
    birth: '1992-07-19',
    nationality: 'BR',
    gender: 'F',
    mother: 'Helena Almeida Rocha',
    tax_regime: null,
    legal_nature: null,
  });
  expect(row.phones.map(({ ddi, ddd, number, type, isMain }) => ({ ddi, ddd, number, type, isMain }))).toEqual([
    { ddi: '055', ddd: '011', number: '987654321', type: 'CELLPHONE', isMain: true },
    { ddi: '055', ddd: '021', number: '33334444', type: 'RESIDENTIAL', isMain: false },
  ]);
  expect(row.addresses).toEqual([
    expect.objectContaining({
      type: 'RESIDENTIAL',
      zipCode: '01310100',
      street: 'Avenida Paulista',
      number: '1578',
      complement: 'Apto 42',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    }),
  ]);
  expect(row.address).toEqual(row.addresses[0]);
});

test('a CNPJ makes a company: tax regime and legal nature show and must be chosen before the holder is added', async ({
  page,
  sandbox,
}) => {
  const dialog = await openNewHolder(page);
  await dialog.getByLabel(/^CPF\/CNPJ/).fill('45123987000170');
  await expect(dialog.getByLabel(/^CPF\/CNPJ/)).toHaveValue('45.123.987/0001-70');
  await expect(combobox(dialog, 'Tipo de pessoa')).toHaveValue('J');
  const taxRegime = combobox(dialog, 'Regime tributário');
  const legalNature = combobox(dialog, 'Natureza jurídica');
  await expect(taxRegime).toBeVisible();
  await expect(taxRegime).toHaveAttribute('required', '');
  await expect(legalNature).toHaveAttribute('required', '');
  for (const label of [/^Gênero/, /^Nome da mãe/, /^Nome do pai/, /^Pessoa politicamente exposta/])
    await expect(dialog.getByLabel(label)).toHaveCount(0);

  await dialog.getByLabel(/^Nome ou razão social/).fill('Flora Ribeiro Comércio de Plantas Ltda');
  await dialog.getByLabel(/^Nome fantasia/).fill('Flora Ribeiro');
  await dialog.getByLabel(/^Data de nascimento ou fundação/).fill('03/02/2015');
  await dialog.getByLabel(/^Data de nascimento ou fundação/).blur();
  const save = dialog.getByRole('button', { name: 'Cadastrar portador' });
  await expect(save).toBeDisabled();
  await taxRegime.focus();
  await taxRegime.blur();
  await expect(dialog.getByText('Selecione o regime tributário.')).toBeVisible();

  await taxRegime.selectOption({ label: 'Simples Nacional' });
  await expect(save).toBeDisabled();
  await legalNature.selectOption({ label: 'Sociedade Empresária Limitada' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Portador cadastrado.' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await holderRow(sandbox, '45123987000170')).toMatchObject({
    person_type: 'J',
    name: 'Flora Ribeiro Comércio de Plantas Ltda',
    trade_name: 'Flora Ribeiro',
    birth: '2015-02-03',
    tax_regime: 'SIMPLES_NACIONAL',
    legal_nature: '206-2',
    gender: null,
    mother: null,
  });
});

test('with the keyboard alone, a phone row is added and removed, and the focus follows', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Cartão' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/cartao$/);
  await tabTo(page, page.getByRole('button', { name: 'Novo portador' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Novo portador' });
  const phones = dialog.getByRole('group', { name: 'Telefones' });
  const add = phones.getByRole('button', { name: 'Adicionar telefone' });
  await tabTo(page, add);

  await page.keyboard.press('Enter');
  const first = phones.getByRole('group', { name: 'Telefone 1' });
  await expect(combobox(first, 'DDI')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(textbox(first, 'DDD')).toBeFocused();
  await page.keyboard.type('011');
  await page.keyboard.press('Tab');
  await page.keyboard.type('987654321');
  await expect(textbox(first, 'Telefone')).toHaveValue('9 8765-4321');

  await tabTo(page, add);
  await page.keyboard.press('Space');
  const second = phones.getByRole('group', { name: 'Telefone 2' });
  await expect(combobox(second, 'DDI')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('021');

  // Removing the first row: the second takes its place, and the focus goes to it.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(first.getByRole('button', { name: 'Remover telefone 1' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(phones.getByRole('group', { name: 'Telefone 2' })).toHaveCount(0);
  await expect(combobox(first, 'DDI')).toBeFocused();
  await expect(textbox(first, 'DDD')).toHaveValue('021');
  await expect(phones.getByRole('status')).toHaveText('Removido: Telefone 1.');

  // Removing the last one: the focus goes back to the add button.
  await tabTo(page, first.getByRole('button', { name: 'Remover telefone 1' }));
  await page.keyboard.press('Enter');
  await expect(phones.getByRole('group', { name: 'Telefone 1' })).toHaveCount(0);
  await expect(add).toBeFocused();
});

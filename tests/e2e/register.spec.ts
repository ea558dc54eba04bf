import { truncateSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { DEMO_BRANCH } from '../../src/sandbox/seed/demo-data.ts';
import { expect, test } from './support/fixtures.ts';
import {
  accountIdOf,
  cnpjFrom,
  combobox,
  cpfFrom,
  files,
  fillAddress,
  fillPerson,
  flow,
  outboxMessage,
  sentCode,
  storedFiles,
  textbox,
  typeCode,
  upload,
  validateItem,
} from './support/registration.ts';

/**
 * Account opening from the browser (issue 18): a person and a company register at /register against
 * the real sandbox, validate phone and e-mail with the codes of the outbox, send their documents,
 * accept the terms and, once a tester approves, sign in with the temporary password, change it and
 * see a zero balance. A reload in the middle resumes; bad input is refused in Portuguese and stores nothing.
 */

const documents = (mark: string) => ({
  front: { name: 'frente.jpg', mimeType: 'image/jpeg', buffer: files.jpeg(`front-${mark}`) },
  verse: { name: 'verso.png', mimeType: 'image/png', buffer: files.png() },
  selfie: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: files.jpeg(`selfie-${mark}`) },
  proof: { name: 'comprovante.pdf', mimeType: 'application/pdf', buffer: files.pdf() },
});

async function sendPersonDocuments(person: ReturnType<Page['locator']>, mark: string): Promise<void> {
  const sent = documents(mark);
  for (const [type, file] of [
    ['Documento (frente)', sent.front],
    ['Documento (verso)', sent.verse],
    ['Selfie', sent.selfie],
    ['Comprovante de residência', sent.proof],
  ] as const) {
    const before = await person.getByTestId('document').count();
    await upload(person, type, file);
    await expect(person.getByTestId('document')).toHaveCount(before + 1);
  }
  await expect(person.getByText('Todos os documentos obrigatórios foram enviados.')).toBeVisible();
}

/** Accepts the terms, sends the registration and waits for the analysis. */
async function acceptAndSend(page: Page): Promise<void> {
  await expect(flow(page).getByRole('heading', { name: 'Termo de Uso', exact: true })).toBeVisible();
  await expect(flow(page).locator('iframe[title="Termo de Uso"]')).toBeVisible();
  await flow(page).getByRole('button', { name: 'Enviar cadastro' }).click();
  await expect(flow(page).getByRole('alert')).toHaveText('Aceite o termo de uso para enviar o cadastro.');
  await flow(page).getByRole('checkbox', { name: 'Li e aceito o termo de uso.' }).check();
  await flow(page).getByRole('button', { name: 'Enviar cadastro' }).click();
  await expect(flow(page).getByRole('heading', { name: 'Cadastro em análise' })).toBeVisible();
}

/** A tester approves; the page hears it at its next status check, the operator gets a temporary password. */
async function approveAndSignIn(page: Page, sandbox: RunningSandbox, accountId: string, phone: string): Promise<void> {
  const approved = await page.request.post(`${sandbox.url}/api/Sandbox/Accounts/${accountId}/Approve`, { data: {} });
  expect(approved.status()).toBe(200);
  await page.clock.fastForward(16_000);
  await expect(flow(page).getByRole('heading', { name: 'Conta aberta' })).toBeVisible();
  const [row] = await sandbox.ctx.db.query<{ number: string }>('select number from accounts where id = $1', [accountId]);
  const sms = await outboxMessage(page, sandbox, phone, 'TEMPORARY_PASSWORD');
  const password = /\b(\d{6})\b/.exec(sms)![1]!;
  const operator = /usuário:?\s*([a-z0-9._-]+)/i.exec(await outboxMessage(page, sandbox, phone, 'TEMPORARY_PASSWORD'))?.[1];
  const [user] = await sandbox.ctx.db.query<{ user_name: string }>(
    'select u.user_name from users u where u.account_id = $1 order by u.created_at limit 1',
    [accountId],
  );
  expect(operator ?? user!.user_name).toBe(user!.user_name);

  await flow(page).getByRole('button', { name: 'Ir para o login' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Agência', { exact: true }).fill(DEMO_BRANCH.code);
  await page.getByLabel('Conta', { exact: true }).fill(row!.number);
  await page.getByLabel('Usuário', { exact: true }).fill(user!.user_name);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // The first sign-in goes through the forced password change, then the new account's zero balance.
  const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
  await dialog.getByRole('textbox', { name: 'Senha atual', exact: true }).fill(password);
  await dialog.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('482915');
  await dialog.getByRole('textbox', { name: 'Confirme a nova senha', exact: true }).fill('482915');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/account\/home$/);
  await expect(page.locator('[data-screen="balance-card"]').getByTestId('available-balance')).toHaveText(/R\$\s0,00/);
}

test.describe.configure({ timeout: 240_000 });

/**
 * The page's clock at each write of the registration draft to IndexedDB that succeeded, and how many
 * steps of a write are under way (a seal, the database's opening, the write itself): a draft is sealed
 * and written after the step it keeps has shown, and a reload before the write ends reads the one before.
 */
type DraftWrites = { draftWrites: number[]; draftWork: number };
function recordDraftWrites() {
  const writes: number[] = [];
  const state = window as unknown as DraftWrites;
  state.draftWrites = writes;
  state.draftWork = 0;
  const track = (request: IDBRequest) => {
    state.draftWork += 1;
    const done = () => (state.draftWork -= 1);
    request.addEventListener('success', done);
    request.addEventListener('error', done);
  };
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
    const at = Date.now();
    const request = put.apply(this, args);
    track(request);
    if (this.name === 'registration') request.addEventListener('success', () => writes.push(at));
    return request;
  };
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<IDBFactory['open']>) {
    const request = open.apply(this, args);
    track(request);
    return request;
  };
  const encrypt = SubtleCrypto.prototype.encrypt;
  SubtleCrypto.prototype.encrypt = function (this: SubtleCrypto, ...args: Parameters<SubtleCrypto['encrypt']>) {
    state.draftWork += 1;
    return encrypt.apply(this, args).finally(() => (state.draftWork -= 1));
  };
}

/** Waits until the draft has been written since `after` (the page's clock) and no write is under way. */
async function draftKept(page: Page, after: number): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((since) => {
        const state = window as unknown as DraftWrites;
        return state.draftWork === 0 && state.draftWrites.some((at) => at >= since);
      }, after),
    )
    .toBe(true);
}

test('a person opens an account: bad input refused, a reload resumes, the tester approves and the operator signs in', async ({
  page,
  sandbox,
}) => {
  await page.clock.install();
  await page.addInitScript(recordDraftWrites);
  const taxId = cpfFrom('318245067');
  const phone = '11987651234';
  const email = `joana.${taxId}@exemplo.com.br`;

  // The sign-in page links to account opening when the bank opens accounts.
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Abrir conta' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page).toHaveTitle(/Registrar/);
  await flow(page).getByRole('button', { name: 'Pessoa física' }).click();
  const form = flow(page);

  // An invalid CPF is refused on the page; an existing one by the bank; neither is stored.
  await fillPerson(page, form, {
    taxId: '12345678900',
    name: 'Joana Prado Antunes',
    birth: '12/04/1990',
    gender: 'Feminino',
    phone,
    email,
  });
  // What is typed is kept as it is typed: a reload before "Continuar" finds the form as it was left.
  await textbox(form, 'Número').fill('1001');
  const typedAt = await page.evaluate(() => Date.now());
  await page.clock.runFor(600);
  await draftKept(page, typedAt);
  await page.reload();
  await expect(textbox(form, 'Nome').first()).toHaveValue('Joana Prado Antunes');
  await expect(textbox(form, 'E-mail')).toHaveValue(email);
  await expect(textbox(form, 'Logradouro')).toHaveValue('Avenida Paulista');
  await expect(textbox(form, 'Número')).toHaveValue('1001');
  await form.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(form.getByText('CPF inválido.')).toBeVisible();
  expect(await accountIdOf(sandbox, '12345678900')).toBeUndefined();
  await textbox(form, 'CPF').fill('52998224725');
  await form.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(flow(page).getByRole('alert')).toHaveText('Este CPF ou CNPJ já tem uma conta ou um cadastro neste banco.');
  await textbox(form, 'CPF').fill(taxId);
  const savedAt = await page.evaluate(() => Date.now());
  await form.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(flow(page).getByRole('heading', { name: 'Validação de telefone e e-mail' })).toBeVisible();

  // A reload resumes at the validation (once the draft that says so is written).
  await draftKept(page, savedAt);
  await page.reload();
  await expect(flow(page).getByRole('heading', { name: 'Validação de telefone e e-mail' })).toBeVisible();
  const phoneItem = flow(page).locator('li[data-item="Phone"]');
  const emailItem = flow(page).locator('li[data-item="Contact"]');
  await validateItem(page, sandbox, phoneItem, `55${phone}`, 'PHONE_TOKEN');

  // Five wrong codes: each refused, the fifth ends the code; a new one comes after the countdown.
  await emailItem.getByRole('button', { name: 'Enviar código por e-mail' }).click();
  const code = await sentCode(page, sandbox, email, 'CONTACT_TOKEN');
  const wrong = code === '000000' ? '111111' : '000000';
  for (const left of ['Restam 4 tentativas.', 'Restam 3 tentativas.', 'Restam 2 tentativas.', 'Restam 1 tentativa.']) {
    await typeCode(page, emailItem, wrong);
    await expect(flow(page).getByRole('alert')).toHaveText(`Token de validação incorreto. ${left}`);
    await expect(emailItem.getByTestId('token-box').first()).toHaveValue('');
  }
  await typeCode(page, emailItem, wrong);
  await expect(flow(page).getByRole('alert')).toContainText('Limite de 5 tentativas atingido: peça um novo token.');
  await typeCode(page, emailItem, code);
  await expect(flow(page).getByRole('alert')).toContainText(
    'Token de validação recusado: expirado, já usado ou com 5 tentativas incorretas.',
  );
  await expect(emailItem.getByTestId('token-countdown')).toContainText('Reenviar código');
  await sandbox.ctx.clock.advance(61);
  // The minute passes at once, as for a tab left in the background: the countdown is over on its next tick.
  await page.clock.fastForward(61_000);
  await expect(emailItem.getByRole('button', { name: 'Reenviar código' })).toBeEnabled();
  await emailItem.getByRole('button', { name: 'Reenviar código' }).click();
  await expect(emailItem.getByTestId('token-countdown')).toHaveText('Reenviar código (60s)');
  let fresh = code;
  await expect.poll(async () => (fresh = await sentCode(page, sandbox, email, 'CONTACT_TOKEN'))).not.toBe(code);
  await typeCode(page, emailItem, fresh);

  // Documents: a file above 10 MB and a file whose bytes are not its type are refused and stored nowhere.
  await expect(flow(page).getByRole('heading', { name: 'Documentos' })).toBeVisible();
  const person = flow(page).getByTestId('person-documents');
  // 20 MB on disk, written sparse: a PDF's first line, then nothing.
  const large = test.info().outputPath('grande.pdf');
  writeFileSync(large, '%PDF-1.4\n');
  truncateSync(large, 20 * 1024 * 1024);
  await upload(person, 'Documento (frente)', large);
  await expect(person.getByRole('alert')).toHaveText('O arquivo grande.pdf tem mais de 10 MB: escolha um arquivo menor.');
  await upload(person, 'Documento (frente)', { name: 'falso.pdf', mimeType: 'application/pdf', buffer: files.png() });
  await expect(flow(page).getByRole('alert')).toHaveText(/^O conteúdo do arquivo não corresponde ao tipo informado./);
  expect(await storedFiles(sandbox, taxId)).toBe(0);
  // The link to continue on a phone, as a QR code of 250 pixels.
  await flow(page).getByRole('button', { name: 'Gerar QR code' }).click();
  const qr = flow(page).getByRole('img', { name: 'QR code para continuar o cadastro no celular' });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(250);
  const link = (await qr.getAttribute('data-url'))!;
  expect(link).toContain('/register?continue=ho_');
  // The phone that reads it continues the same registration, with the documents sent so far.
  const phoneContext = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 390, height: 844 } });
  const phonePage = await phoneContext.newPage();
  await phonePage.goto(link);
  await expect(flow(phonePage).getByRole('heading', { name: 'Documentos' })).toBeVisible();
  await expect(flow(phonePage).getByTestId('person-documents')).toContainText('Joana Prado Antunes');
  await expect(phonePage).toHaveURL(/\/register$/);
  await phoneContext.close();
  // A required document missing keeps the registration here.
  await flow(page).getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(flow(page).getByRole('alert')).toHaveText('Envie todos os documentos obrigatórios para continuar.');
  await sendPersonDocuments(person, taxId);
  expect(await storedFiles(sandbox, taxId)).toBe(4);

  // The PDF shows in a viewer; a document deleted is gone from the bank too, and sent again.
  await person
    .getByTestId('document')
    .filter({ hasText: 'Comprovante de residência' })
    .getByRole('button', { name: 'Ver' })
    .click();
  const viewer = page.getByRole('dialog', { name: 'Comprovante de residência' });
  await expect(viewer.locator('iframe.flow-document-frame')).toBeVisible();
  // Closed by its button: once the PDF has loaded, Chromium's viewer holds the keyboard focus (and Escape) inside its frame.
  await viewer.getByRole('button', { name: 'Fechar janela' }).click();
  await expect(viewer).toBeHidden();
  await person.getByTestId('document').filter({ hasText: 'Documento (verso)' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(person.getByTestId('document')).toHaveCount(3);
  expect(await storedFiles(sandbox, taxId)).toBe(3);
  await expect(person.getByText('Faltam: Documento (verso).')).toBeVisible();
  await upload(person, 'Documento (verso)', documents(taxId).verse);
  await expect(person.getByTestId('document')).toHaveCount(4);

  await flow(page).getByRole('button', { name: 'Continuar', exact: true }).click();
  // A reload at the terms resumes there, with the summary of what was sent.
  await page.reload();
  const summary = flow(page).locator('.flow-field');
  await expect(summary.filter({ hasText: 'Nome' }).first()).toContainText('Joana Prado Antunes');
  await expect(summary.filter({ hasText: 'Documentos enviados' })).toContainText('4');
  await acceptAndSend(page);

  await approveAndSignIn(page, sandbox, (await accountIdOf(sandbox, taxId))!, `55${phone}`);
});

test('a company with an alphanumeric CNPJ and one representative opens an account; a reload resumes; the representative signs in', async ({
  page,
  sandbox,
}) => {
  await page.clock.install();
  await page.addInitScript(recordDraftWrites);
  const taxId = cnpjFrom('R7K2M9Q4T1B3');
  const companyPhone = '1133334455';
  const companyEmail = `contato.${taxId.toLowerCase()}@exemplo.com.br`;
  const repTaxId = cpfFrom('275941638');
  const repPhone = '21987654488';
  const repEmail = `rui.${repTaxId}@exemplo.com.br`;

  await page.goto('/register');
  await flow(page).getByRole('button', { name: 'Pessoa jurídica' }).click();
  const form = flow(page);
  await textbox(form, 'CNPJ').fill('R7K2M9Q4T1B300');
  await textbox(form, 'Razão social').fill('Oficina Raio de Sol Serviços Automotivos Ltda');
  await textbox(form, 'Data de fundação').fill('01/08/2015');
  await combobox(form, 'Regime tributário').selectOption({ index: 1 });
  await combobox(form, 'Natureza jurídica').selectOption({ index: 1 });
  await textbox(form, 'Telefone comercial').fill(companyPhone);
  await textbox(form, 'E-mail').fill(companyEmail);
  await fillAddress(page, form);
  await form.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(form.getByText('CNPJ inválido.')).toBeVisible();
  await textbox(form, 'CNPJ').fill(taxId);
  await expect(textbox(form, 'CNPJ')).toHaveValue(`R7.K2M.9Q4/T1B3-${taxId.slice(12)}`);
  await form.getByRole('button', { name: 'Continuar', exact: true }).click();

  await validateItem(page, sandbox, flow(page).locator('li[data-item="Phone"]'), `55${companyPhone}`, 'PHONE_TOKEN');
  await validateItem(page, sandbox, flow(page).locator('li[data-item="Contact"]'), companyEmail, 'CONTACT_TOKEN');

  await expect(flow(page).getByRole('heading', { name: 'Representantes legais' })).toBeVisible();
  await fillPerson(page, flow(page), {
    taxId: repTaxId,
    name: 'Rui Barbosa Sol',
    birth: '20/02/1978',
    gender: 'Masculino',
    phone: repPhone,
    email: repEmail,
  });
  const includedAt = await page.evaluate(() => Date.now());
  await flow(page).getByRole('button', { name: 'Incluir representante' }).click();
  const representative = flow(page).getByTestId('representative');
  await expect(representative).toContainText('Rui Barbosa Sol');
  await expect(textbox(flow(page), 'CPF')).toHaveValue('');

  // A reload resumes at the representatives, the one sent still there (once the draft says so).
  await draftKept(page, includedAt);
  await page.reload();
  await expect(flow(page).getByTestId('representative')).toContainText('Rui Barbosa Sol');
  await validateItem(page, sandbox, representative.locator('li[data-item="Phone"]'), `55${repPhone}`, 'PHONE_TOKEN');
  await validateItem(page, sandbox, representative.locator('li[data-item="Contact"]'), repEmail, 'CONTACT_TOKEN');
  await flow(page).getByRole('button', { name: 'Continuar para documentos' }).click();

  const people = flow(page).getByTestId('person-documents');
  await expect(people).toHaveCount(2);
  const company = people.first();
  await expect(company.getByText('Faltam: Contrato social, Cartão CNPJ.')).toBeVisible();
  await upload(company, 'Contrato social', { name: 'contrato.pdf', mimeType: 'application/pdf', buffer: files.pdf() });
  await expect(company.getByTestId('document')).toHaveCount(1);
  await upload(company, 'Cartão CNPJ', { name: 'cartao.png', mimeType: 'image/png', buffer: files.png() });
  await expect(company.getByText('Todos os documentos obrigatórios foram enviados.')).toBeVisible();
  await sendPersonDocuments(people.nth(1), repTaxId);
  await flow(page).getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(flow(page).locator('.flow-field').filter({ hasText: 'Representantes' })).toContainText('Rui Barbosa Sol');
  await acceptAndSend(page);

  await approveAndSignIn(page, sandbox, (await accountIdOf(sandbox, taxId))!, `55${repPhone}`);
});

import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import type { AuthData, OutboxPage } from '../../src/generated/schemas.ts';
import { formatTaxId } from '../../src/domain/tax-id-format.ts';
import { DEMO_BANK_OPERATOR } from '../../src/sandbox/seed/account-opening.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { accountOpening, freshCpf } from '../integration/account-opening-harness.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { demoHolder, expect, test } from './support/fixtures.ts';
import { approvalDialog, typeOnVirtualKeyboard } from './support/money.ts';
import { signedInPage } from './support/money-screens.ts';
import { storeSessionOf } from './support/stored-session.ts';
import { closeToast } from './support/toasts.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu' });

/** Opens the back office as the demo bank's operator, signed in through the API. */
async function asOperator(page: Page, sandbox: RunningSandbox, path = '/back-office/accounts') {
  await storeSessionOf(page, sandbox, DEMO_BANK_OPERATOR);
  await page.goto(path);
  await expect(menu(page).getByRole('link', { name: 'Contas' })).toBeVisible();
}

test.describe('the back office', () => {
  test('the operator signs in on the sign-in page, finds an account by its CPF and opens its page', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Agência', { exact: true }).fill('0001');
    await page.getByLabel('Conta', { exact: true }).fill('900000-3');
    await page.getByLabel('Usuário', { exact: true }).fill(DEMO_BANK_OPERATOR.userName);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_BANK_OPERATOR.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    // The manifest lands the bank's operators in the back office.
    await expect(page).toHaveURL(/\/back-office\/accounts$/);
    const grid = page.locator('[data-screen="bo-accounts"]');
    await grid.getByRole('searchbox').fill('390.533.447-05');
    await grid.getByRole('searchbox').press('Enter');
    await expect(grid.getByRole('row')).toHaveCount(2);
    await expect(grid.getByRole('row').nth(1)).toContainText('Ana Beatriz Costa');
    await grid.getByRole('row').nth(1).getByRole('button', { name: 'Abrir' }).click();
    await expect(page).toHaveURL(new RegExp(`/back-office/accounts/account\\?id=${holderOf('ana').accountId}`));
    const details = page.locator('[data-screen="bo-account-details"]');
    await expect(details).toContainText('Ana Beatriz Costa');
    await expect(details).toContainText('77777-7');
    // The operator has no account of their own: the header shows no balance, branch or account number.
    const header = page.getByRole('banner');
    await expect(header.locator('.header-user')).toBeVisible();
    await expect(header).not.toContainText('Saldo disponível');
    await expect(header).not.toContainText('C/C:');
    await expect(page.getByTestId('header-balance')).toHaveCount(0);
  });

  test("an operator's new tariff is charged on a customer's next PIX, in the receipt and the statement, until it is disabled", async ({
    page,
    sandbox,
    browser,
  }) => {
    await asOperator(page, sandbox, '/back-office/products');
    const products = page.locator('[data-screen="bo-products"]');
    await products.getByRole('button', { name: 'Novo produto' }).click();
    const created = page.getByRole('dialog', { name: 'Novo produto' });
    await created.getByRole('textbox', { name: /^Nome/ }).fill('Conta Balcão Mais');
    await created.getByRole('combobox', { name: /^Tipo/ }).selectOption({ label: 'Conta' });
    await created.getByRole('textbox', { name: /^Subtipo/ }).fill('natural');
    await created.getByRole('button', { name: 'Salvar' }).click();
    await expect(created).toBeHidden();
    await expect(products.getByRole('row', { name: /Conta Balcão Mais/ })).toContainText('NATURAL');

    // Maria's account is on the personal account product: its tariffs are what she pays.
    await products
      .getByRole('row', { name: /Conta de pagamento pessoa física/ })
      .getByRole('button', { name: 'Tarifas' })
      .click();
    const tariffs = page.locator('[data-screen="bo-tariffs"]');
    await expect(page.getByRole('heading', { name: 'Tarifas de Conta de pagamento pessoa física' })).toBeVisible();
    await tariffs.getByRole('button', { name: 'Nova tarifa' }).click();
    const tariff = page.getByRole('dialog', { name: 'Nova tarifa' });
    await tariff.getByRole('textbox', { name: /^Nome/ }).fill('PIX enviado');
    await tariff.getByRole('combobox', { name: /^Operação/ }).selectOption({ label: 'PIX enviado' });
    await tariff.getByRole('combobox', { name: /^Cobrada de/ }).selectOption({ label: 'Pagador' });
    await tariff.getByRole('textbox', { name: /^Valor fixo/ }).fill('1,50');
    await tariff.getByRole('button', { name: 'Salvar' }).click();
    await expect(tariff).toBeHidden();
    const row = tariffs.getByRole('row', { name: /PIX enviado/ });
    await expect(row).toContainText('R$ 1,50');

    const maria = await signedInPage(browser, sandbox, 'maria');
    const charged = await payPix(maria, '10,00');
    await expect(charged.receipt).toContainText('R$ 1,50');
    await charged.receipt.getByRole('button', { name: 'Concluir' }).click();
    await maria.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Extrato' }).click();
    const fee = maria.locator('.grid-table tbody tr', { hasText: 'Tarifa de PIX' }).first();
    await expect(fee).toContainText('1,50');
    await fee.getByRole('button', { name: 'Ver comprovante' }).click();
    await expect(maria.getByRole('dialog', { name: 'Tarifa de PIX' })).toContainText('R$ 1,50');
    expect(await feeCentsOf(sandbox, charged.id)).toEqual([-150]);

    await row.getByRole('button', { name: 'Desativar' }).click();
    await page.getByRole('dialog', { name: 'Atenção' }).getByRole('button', { name: 'Desativar' }).click();
    await expect(row).not.toContainText('Sim');
    await maria.goto('/account/home');
    const free = await payPix(maria, '10,00');
    await expect(free.receipt).toContainText('R$ 0,00');
    expect(await feeCentsOf(sandbox, free.id)).toEqual([]);
    await maria.context().close();
  });

  test('an operator approves a registration waiting in its workflow activity, and the new customer signs in', async ({
    page,
    sandbox,
  }) => {
    const api = apiClient(sandbox.url);
    const opening = accountOpening(api, sandbox.url);
    const registration = await opening.inAnalysis(freshCpf());
    // Another registration sent back for documents: only Reject leaves that activity for the bank.
    const waitingCpf = freshCpf();
    const waiting = await opening.inAnalysis(waitingCpf);
    expect((await api.call('POST', `/api/Sandbox/Accounts/${waiting.id}/RequestDocuments`, { json: {} })).status).toBe(200);
    await asOperator(page, sandbox, '/back-office/products');
    await page
      .locator('[data-screen="bo-products"]')
      .getByRole('row', { name: /Conta de pagamento pessoa física/ })
      .getByRole('button', { name: 'Fluxo' })
      .click();
    const activities = page.locator('[data-screen="bo-workflow-activities"]');
    const analysis = activities.getByRole('row', { name: /^3 Análise do cadastro/ });
    await expect(analysis).toContainText('1');
    await analysis.getByRole('button', { name: 'Itens' }).click();
    const items = page.getByRole('dialog', { name: 'Aguardando em Análise do cadastro' });
    const item = items.getByRole('row', { name: new RegExp(registration.name) });
    await item.getByRole('button', { name: 'Aprovar' }).click();
    await page.getByRole('dialog', { name: 'Atenção' }).getByRole('button', { name: 'Aprovar' }).click();
    await expect(page.getByText('Cadastro aprovado: conta aberta.')).toBeVisible();
    await expect(item).toBeHidden();
    await items.getByRole('button', { name: 'Fechar janela' }).click();
    await expect(items).toBeHidden();

    // The activity's actions decide the buttons: a registration waiting for documents may be
    // rejected by the bank, not approved (the engine would refuse it).
    await activities
      .getByRole('row', { name: /^4 Documentos pendentes/ })
      .getByRole('button', { name: 'Itens' })
      .click();
    const pending = page.getByRole('dialog', { name: 'Aguardando em Documentos pendentes' });
    const sentBack = pending.getByRole('row').filter({ hasText: formatTaxId(waitingCpf) });
    await expect(sentBack.getByRole('button', { name: 'Recusar' })).toBeVisible();
    await expect(sentBack.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);

    const phone = registration.phones[0]!;
    const sms = await api.call<OutboxPage>(
      'GET',
      `/api/Sandbox/Outbox?to=55${phone.ddd.slice(1)}${phone.number}&purpose=TEMPORARY_PASSWORD`,
    );
    const text = sms.body.items[0]!.body;
    const signIn = await api.call<AuthData>('POST', `/api/Authentication/Account/${registration.id}/SignIn`, {
      form: { operator: /operador (\w+)/.exec(text)![1]!, password: /senha temporária é (\d{6})/.exec(text)![1]! },
    });
    expect(signIn.status).toBe(200);
  });

  test('an operator exports a workflow, imports it under another product and publishes it there', async ({ page, sandbox }) => {
    await asOperator(page, sandbox, '/back-office/products');
    const products = page.locator('[data-screen="bo-products"]');
    await products
      .getByRole('row', { name: /Conta de pagamento pessoa física/ })
      .getByRole('button', { name: 'Fluxo' })
      .click();
    const version = page.locator('[data-screen="bo-workflow-version"]');
    await expect(version).toContainText('Abertura de conta pessoa física');
    // The definition drawn as a graph: its activities, an arrow's label, and the same in words.
    const graph = page.locator('[data-screen="bo-workflow-graph"]');
    const drawing = graph.getByRole('img', { name: /As etapas da versão mais recente/ });
    await expect(drawing).toContainText('Cadastro enviado');
    await expect(drawing).toContainText('Análise do cadastro');
    await expect(drawing.locator('[data-action="APPROVE"]')).toHaveText('Aprovar');
    await expect(graph.getByText('Análise do cadastro → Aprovar → Conta aberta')).toBeAttached();
    // Wider than the content, it scrolls inside its box: the page itself does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const download = page.waitForEvent('download');
    await version.getByRole('button', { name: 'Exportar' }).click();
    const file = await (await download).path();
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({
      subjectType: 'ACCOUNT',
      name: 'Abertura de conta pessoa física',
    });

    await page.goto('/back-office/products');
    await products
      .getByRole('row', { name: /Conta empresarial Balcão/ })
      .getByRole('button', { name: 'Fluxo' })
      .click();
    await expect(page.getByRole('heading', { name: 'Fluxo de Conta empresarial Balcão' })).toBeVisible();
    // A product without a workflow yet is no failure: the page says so, and offers only the import.
    await expect(graph.getByText('Este produto ainda não tem fluxo: importe um.')).toBeVisible();
    await expect(version.getByRole('button', { name: 'Exportar' })).toBeHidden();
    await expect(version.getByRole('button', { name: 'Editar definição' })).toBeHidden();
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await version.getByRole('button', { name: 'Importar' }).click();
    const importing = page.getByRole('dialog', { name: 'Importar fluxo' });
    await importing.locator('input[type="file"]').setInputFiles(file);
    await importing.getByRole('button', { name: 'Importar' }).click();
    await expect(importing).toBeHidden();
    await expect(version).toContainText('Abertura de conta pessoa física');
    await closeToast(page, 'Fluxo importado como nova versão');
    await version.getByRole('button', { name: 'Publicar' }).click();
    await page.getByRole('dialog', { name: 'Atenção' }).getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Versão publicada.')).toBeVisible();
    await expect(version.getByRole('button', { name: 'Publicar' })).toBeHidden();
    await closeToast(page, 'Versão publicada.');
    const [running] = await sandbox.ctx.db.query<{ version: number }>(
      `select version from workflow_definitions where product_id = '00000000-0000-4000-8000-0000000000a3' and published`,
    );
    expect(running).toEqual({ version: 1 });

    // Edited on the page: a transition to an activity that does not exist is refused, naming it, and
    // nothing is saved; a renamed definition is saved as version 2, waiting to be published.
    const versions = async () =>
      (
        await sandbox.ctx.db.query<{ version: number; name: string }>(
          `select version, definition->>'name' as name from workflow_definitions
            where product_id = '00000000-0000-4000-8000-0000000000a3' order by version`,
        )
      ).map((row) => `${row.version} ${row.name}`);
    await version.getByRole('button', { name: 'Editar definição' }).click();
    const editing = page.getByRole('dialog', { name: 'Editar definição do fluxo' });
    const definition = editing.getByRole('textbox', { name: /Definição \(JSON\)/ });
    await expect(definition).toHaveValue(/"name": "Abertura de conta pessoa física"/);
    const original = await definition.inputValue();
    await definition.fill(original.replace(/"to": "([a-z0-9-]+)"/, '"to": "etapa-inexistente"'));
    await editing.getByRole('button', { name: 'Salvar nova versão' }).click();
    await expect(page.getByText(/etapa-inexistente/).first()).toBeVisible();
    await expect(editing).toBeVisible();
    await closeToast(page, 'etapa-inexistente');
    expect(await versions()).toEqual(['1 Abertura de conta pessoa física']);
    await definition.fill(original.replace('"name": "Abertura de conta pessoa física"', '"name": "Abertura de conta revisada"'));
    await editing.getByRole('button', { name: 'Salvar nova versão' }).click();
    await expect(editing).toBeHidden();
    await expect(page.getByText('Definição salva como nova versão, ainda não publicada.')).toBeVisible();
    await expect(version.getByRole('button', { name: 'Publicar' })).toBeVisible();
    expect(await versions()).toEqual(['1 Abertura de conta pessoa física', '2 Abertura de conta revisada']);
  });

  test('an account holder never sees the back office, and its addresses send them home', async ({ page, signIn }) => {
    await signIn('maria');
    await expect(menu(page).getByText('Retaguarda')).toHaveCount(0);
    await page.goto('/back-office/products');
    await expect(page).toHaveURL(/\/account\/home$/);
    await expect(page.locator('[data-screen="bo-products"]')).toHaveCount(0);
    await expect(page.locator('[data-screen="bo-accounts"]')).toHaveCount(0);
  });
});

/** Maria pays R$ `amount` to Ana's e-mail key and approves it: the transfer's id and its receipt dialog. */
async function payPix(page: Page, amount: string): Promise<{ id: string; receipt: Locator }> {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'PIX' }).click();
  await page.getByRole('textbox', { name: 'Chave Pix' }).fill('ana@balcao.example');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const amountStep = page.getByRole('dialog', { name: 'Pagar com Pix' });
  await amountStep.getByRole('textbox', { name: 'Valor' }).fill(amount);
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /^\/api\/Transactions\/Transfers(\/PIX)?$/.test(new URL(response.url()).pathname),
  );
  await amountStep.getByRole('button', { name: 'Revisar pagamento' }).click();
  const id = ((await (await created).json()) as { id: string }).id;
  const review = page.getByRole('dialog', { name: 'Confira os dados' });
  await expect(review).toContainText('Tarifa');
  await review.getByRole('button', { name: 'Confirmar' }).click();
  const approval = approvalDialog(page);
  await typeOnVirtualKeyboard(approval, demoHolder('maria').operator.password);
  await approval.getByRole('button', { name: 'Aprovar' }).click();
  const receipt = page.getByRole('dialog', { name: 'Comprovante de transferência' });
  await expect(receipt).toContainText('Concluído');
  return { id, receipt };
}

/** The fee postings of a transfer on the payer's account, in cents. */
async function feeCentsOf(sandbox: RunningSandbox, transferId: string): Promise<number[]> {
  const rows = await sandbox.ctx.db.query<{ amount_cents: string }>(
    `select amount_cents from postings where relation_id = $1 and entity = 'PAYMENT_FEE' and account_id = $2`,
    [transferId, holderOf('maria').accountId],
  );
  return rows.map((row) => Number(row.amount_cents));
}

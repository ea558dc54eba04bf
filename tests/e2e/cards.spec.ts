import type { Locator, Page } from '@playwright/test';
import type { Card, WorkflowDefinition, WorkflowInstance } from '../../src/generated/schemas.ts';
import { formatDateTime, formatMoney } from '../../src/domain/index.ts';
import { CARD_PRODUCT_IDS } from '../../src/sandbox/products/catalog.ts';
import { DEMO_CARD_IDS, DEMO_HOLDER_IDS, DEMO_INVOICE_IDS } from '../../src/sandbox/seed/cards.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient } from '../support/api-client.ts';
import { demoHolder, expect, test } from './support/fixtures.ts';
import { clickRowAction, rowActions } from './support/grid.ts';
import { approvalDialog, typeOnVirtualKeyboard } from './support/money.ts';
import { closeToast } from './support/toasts.ts';

// The page shows São Paulo times (playwright.config.ts): the expected texts are formatted in the same zone.
process.env.TZ = 'America/Sao_Paulo';

const MARIA_ACCOUNT = demoHolder('maria').accountId;
const money = (cents: number | string) => formatMoney(Number(cents) / 100, 'BRL');

async function openHolders(page: Page): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Cartão' }).click();
  await expect(page).toHaveURL(/\/account\/cartao$/);
  const grid = page.locator('section.grid-screen').filter({ has: page.getByRole('heading', { name: 'Portadores de cartão' }) });
  await expect(grid.getByRole('cell', { name: 'Maria da Silva Souza' })).toBeVisible();
  return grid;
}

const holderRow = (grid: Locator, name: string) =>
  grid.getByRole('row').filter({ has: grid.page().getByRole('cell', { name, exact: true }) });

async function holderOf(sandbox: RunningSandbox, taxId: string) {
  const [holder] = await sandbox.ctx.db.query<{
    id: string;
    name: string;
    invoice_closing_day: number;
    invoice_pay_day: number;
    has_billing: boolean;
  }>(
    'select id, name, invoice_closing_day, invoice_pay_day, has_billing from card_holders where account_id = $1 and tax_id = $2',
    [MARIA_ACCOUNT, taxId],
  );
  return holder;
}

/** The stored workflow version a card runs on, each activity with the activities that may follow. */
async function storedWorkflow(sandbox: RunningSandbox, id: string) {
  const [row] = await sandbox.ctx.db.query<{ definition: WorkflowDefinition }>(
    'select definition from workflow_definitions where id = $1',
    [id],
  );
  const { activities, transitions } = row!.definition;
  return {
    activities: activities.map((activity) => ({
      ...activity,
      next: transitions.filter((transition) => transition.from === activity.id).map((transition) => transition.to),
    })),
  };
}

async function cardStatus(sandbox: RunningSandbox, id: string): Promise<string> {
  const [card] = await sandbox.ctx.db.query<{ status: string }>('select status from cards where id = $1', [id]);
  return card!.status;
}

test.beforeEach(async ({ signIn }) => {
  await signIn('maria');
});

test('a card for a new person is issued with the additional-card switch, then another card for that holder', async ({
  page,
  sandbox,
}) => {
  const grid = await openHolders(page);
  await grid.getByRole('button', { name: 'Emitir cartão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Emitir cartão' });
  // spec 001 §4: with the switch off the form holds the account's holder, read-only.
  const taxId = dialog.getByLabel(/^CPF\/CNPJ/);
  await expect(taxId).toHaveValue('529.982.247-25');
  await expect(taxId).not.toBeEditable();
  const zipCode = await dialog.getByLabel(/^CEP/).inputValue();
  // The switch's track covers the input: a person clicks its label.
  await dialog.getByText('Cartão adicional', { exact: true }).click();
  await expect(dialog.getByRole('switch', { name: 'Cartão adicional' })).toBeChecked();
  // On: a blank holder, keeping the zip code.
  await expect(taxId).toHaveValue('');
  await expect(taxId).toBeEditable();
  await expect(dialog.getByLabel(/^Nome do titular/)).toHaveValue('');
  await expect(dialog.getByLabel(/^CEP/)).toHaveValue(zipCode);
  await expect(dialog.getByRole('button', { name: 'Emitir cartão' })).toBeDisabled();
  await taxId.fill('11144477735');
  await expect(taxId).toHaveValue('111.444.777-35');
  await dialog.getByLabel(/^Nome do titular/).fill('Ana Paula Ribeiro');
  // spec 001 §5: the display name follows the holder name in upper case.
  await expect(dialog.getByLabel(/^Nome no cartão/)).toHaveValue('ANA PAULA RIBEIRO');
  await dialog.getByLabel(/^Data de nascimento/).fill('10/05/1990');
  await dialog.getByLabel(/^Tipo do cartão/).selectOption({ label: 'Crédito' });
  await expect(dialog.getByLabel(/^Dia de fechamento/)).toHaveValue('1');
  await expect(dialog.getByLabel(/^Dia de pagamento/)).toHaveValue('11');
  await dialog.getByLabel(/^Logradouro/).fill('Rua Augusta');
  await dialog.getByLabel(/^Número/).fill('500');
  await dialog.getByLabel(/^Bairro/).fill('Consolação');
  await dialog.getByLabel(/^Cidade/).fill('São Paulo');
  await dialog.getByLabel(/^Estado/).fill('SP');
  await dialog.getByLabel(/^Estado/).blur();
  await dialog.getByRole('button', { name: 'Emitir cartão' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Solicitação de cartão enviada.' })).toBeVisible();
  // The new card waits for approval: the approval dialog opens at once, and her electronic password approves it.
  const approval = approvalDialog(page);
  await expect(approval).toHaveAccessibleName('Aprovar cartão');
  await typeOnVirtualKeyboard(approval, demoHolder('maria').operator.password);
  await approval.getByRole('button', { name: 'Aprovar', exact: true }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Cartão aprovado.' })).toBeVisible();
  await expect(approval).toHaveCount(0);
  await expect(dialog).toHaveCount(0);
  await expect(holderRow(grid, 'Ana Paula Ribeiro')).toBeVisible();
  await closeToast(page, 'Solicitação de cartão enviada.');
  await closeToast(page, 'Cartão aprovado.');
  const holder = (await holderOf(sandbox, '11144477735'))!;
  expect(holder.name).toBe('Ana Paula Ribeiro');

  // A second card for the same holder: the form starts from that holder.
  await clickRowAction(holderRow(grid, 'Ana Paula Ribeiro'), 'Novo cartão');
  const second = page.getByRole('dialog', { name: 'Emitir cartão' });
  await expect(second.getByLabel(/^CPF\/CNPJ/)).toHaveValue('111.444.777-35');
  await expect(second.getByLabel(/^Nome no cartão/)).toHaveValue('ANA PAULA RIBEIRO');
  await second.getByLabel(/^Tipo do cartão/).selectOption({ label: 'Virtual' });
  await second.getByRole('button', { name: 'Emitir cartão' }).click();
  // Left for later: the card stays waiting, and the card grid offers the approval again.
  await approvalDialog(page).getByRole('button', { name: 'Aprovar depois' }).click();
  await expect(approvalDialog(page)).toHaveCount(0);
  await expect(second).toHaveCount(0);
  const cards = await sandbox.ctx.db.query<{ type: string; status: string; display_name: string }>(
    'select type, status, display_name from cards where holder_id = $1 order by created_at',
    [holder.id],
  );
  expect(cards).toEqual([
    { type: 'CREDIT', status: 'ACTIVE', display_name: 'ANA PAULA RIBEIRO' },
    { type: 'VIRTUAL', status: 'PROCESSING', display_name: 'ANA PAULA RIBEIRO' },
  ]);
});

test('editing a holder saves the name, the invoice days and billing, then says so', async ({ page, sandbox }) => {
  const grid = await openHolders(page);
  await clickRowAction(holderRow(grid, 'Pedro Souza Lima'), 'Editar');
  const dialog = page.getByRole('dialog', { name: 'Portador' });
  await expect(dialog.getByLabel(/^Nome do titular/)).toHaveValue('Pedro Souza Lima');
  await dialog.getByLabel(/^Nome do titular/).fill('Pedro Souza Lima Filho');
  await dialog.getByLabel(/^Dia de fechamento/).selectOption('5');
  await dialog.getByLabel(/^Dia de pagamento/).selectOption('15');
  await dialog.getByText('Fatura com cobrança', { exact: true }).click();
  await expect(dialog.getByRole('switch', { name: 'Fatura com cobrança' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Dados do portador atualizados.' })).toBeVisible();
  await expect(holderRow(grid, 'Pedro Souza Lima Filho')).toBeVisible();
  expect(await holderOf(sandbox, '31847596282')).toMatchObject({
    name: 'Pedro Souza Lima Filho',
    invoice_closing_day: 5,
    invoice_pay_day: 15,
    has_billing: true,
  });
});

test('the invoices modal lists what the database holds, and an invoice opens with its installments, back and close', async ({
  page,
  sandbox,
}) => {
  const invoices = await sandbox.ctx.db.query<{
    id: string;
    description: string;
    amount_cents: string;
    status: string;
    paid_at: Date | null;
  }>('select id, description, amount_cents, status, paid_at from card_invoices where holder_id = $1 order by closing_date desc', [
    DEMO_HOLDER_IDS.maria,
  ]);
  expect(invoices.length).toBe(3);
  const grid = await openHolders(page);
  await clickRowAction(holderRow(grid, 'Maria da Silva Souza'), 'Faturas');
  const list = page.getByRole('dialog', { name: 'Faturas do portador' });
  for (const invoice of invoices) {
    const row = list.getByRole('row').filter({ hasText: invoice.description });
    await expect(row).toContainText(money(invoice.amount_cents));
  }
  const paid = invoices.find((invoice) => invoice.status === 'PAID')!;
  expect(paid.id).toBe(DEMO_INVOICE_IDS.maria[0]);
  await list.getByRole('row').filter({ hasText: paid.description }).getByRole('button', { name: 'Detalhes' }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes da fatura' });
  await expect(details.getByText('Pagamento', { exact: true })).toBeVisible();
  await expect(details).toContainText(formatDateTime(paid.paid_at!.toISOString()));
  const items = await sandbox.ctx.db.query<{
    description: string;
    installment: number;
    installments: number;
    amount_cents: string;
  }>(
    `select p.description, i.installment, p.installments, i.amount_cents
       from card_installments i join card_purchases p on p.id = i.purchase_id
      where i.invoice_id = $1`,
    [paid.id],
  );
  expect(items.length).toBeGreaterThan(0);
  for (const item of items.slice(0, 10)) {
    const row = details
      .getByRole('row')
      .filter({ hasText: item.description })
      .filter({ hasText: `${item.installment}/${item.installments}` });
    await expect(row.first()).toContainText(money(item.amount_cents));
  }
  await details.getByRole('button', { name: 'Voltar' }).click();
  await expect(details).toHaveCount(0);
  await expect(list).toBeVisible();
  const open = invoices.find((invoice) => invoice.status === 'OPEN')!;
  await list.getByRole('row').filter({ hasText: open.description }).getByRole('button', { name: 'Detalhes' }).click();
  await expect(page.getByRole('dialog', { name: 'Detalhes da fatura' }).getByText('Pagamento', { exact: true })).toHaveCount(0);
  await page.getByRole('dialog', { name: 'Detalhes da fatura' }).getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the holder and card purchases modals show what the database holds', async ({ page, sandbox }) => {
  const purchases = await sandbox.ctx.db.query<{
    description: string;
    amount_cents: string;
    installments: number;
    card_id: string;
    created_at: Date;
  }>(
    'select description, amount_cents, installments, card_id, created_at from card_purchases where holder_id = $1 order by created_at desc',
    [DEMO_HOLDER_IDS.maria],
  );
  expect(purchases.length).toBeGreaterThan(0);
  const grid = await openHolders(page);
  await clickRowAction(holderRow(grid, 'Maria da Silva Souza'), 'Compras');
  // spec 001 §2: the title is the holder's name with the purchases heading.
  const holderPurchases = page.getByRole('dialog', { name: 'Compras do portador Maria da Silva Souza', exact: true });
  const first = purchases[0]!;
  await expect(
    holderPurchases
      .getByRole('row')
      .filter({ hasText: first.description })
      .filter({ hasText: formatDateTime(first.created_at.toISOString()) }),
  ).toContainText(money(first.amount_cents));
  await expect(holderPurchases.getByTestId('grid-count')).toContainText(`de ${purchases.length}`);
  await holderPurchases.getByRole('button', { name: 'Fechar janela' }).click();

  await clickRowAction(holderRow(grid, 'Maria da Silva Souza'), 'Cartões');
  await expect(page).toHaveURL(new RegExp(`/account/cartao/detalhes-do-cartao\\?holderId=${DEMO_HOLDER_IDS.maria}&`));
  // The holder's purchases open from the card page as well, under the same title.
  await page.getByRole('button', { name: 'Compras do portador' }).click();
  await expect(page.getByRole('dialog', { name: 'Compras do portador Maria da Silva Souza', exact: true })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Fechar janela' }).click();
  const cardPurchases = purchases.filter((purchase) => purchase.card_id === DEMO_CARD_IDS.mariaActive);
  const [number] = await sandbox.ctx.db.query<{ number: string; display_name: string }>(
    'select number, display_name from cards where id = $1',
    [DEMO_CARD_IDS.mariaActive],
  );
  await page.getByRole('row').filter({ hasText: number!.number }).getByRole('button', { name: 'Compras' }).click();
  // spec 001 §2: the title is the card's display name with the purchases heading.
  const modal = page.getByRole('dialog', { name: `Compras do cartão ${number!.display_name}`, exact: true });
  await expect(modal.getByTestId('grid-count')).toContainText(`de ${cardPurchases.length}`);
  for (const purchase of cardPurchases.slice(0, 5)) {
    await expect(modal.getByRole('row').filter({ hasText: purchase.description }).first()).toContainText(
      money(purchase.amount_cents),
    );
  }
});

test('cancelling a card needs the confirmation; afterwards the card offers no action', async ({ page, sandbox }) => {
  await page.goto(`/account/cartao/detalhes-do-cartao?holderId=${DEMO_HOLDER_IDS.maria}`);
  const [card] = await sandbox.ctx.db.query<{ number: string; created_at: Date }>(
    'select number, created_at from cards where id = $1',
    [DEMO_CARD_IDS.mariaLocked],
  );
  const row = page.getByRole('row').filter({ hasText: card!.number });
  await expect(rowActions(row)).toHaveText(['Compras', 'Fluxo', 'Desbloquear', 'Cancelar cartão']);
  await expect(row).toContainText(formatDateTime(card!.created_at.toISOString()));
  await clickRowAction(row, 'Cancelar cartão');
  const question = page.getByRole('dialog');
  await expect(question).toContainText('Deseja cancelar este cartão? Esta ação não pode ser desfeita.');
  await question.getByRole('button', { name: 'Cancelar', exact: true }).click();
  expect(await cardStatus(sandbox, DEMO_CARD_IDS.mariaLocked)).toBe('LOCKED');
  await clickRowAction(row, 'Cancelar cartão');
  await page.getByRole('dialog').getByRole('button', { name: 'Aceitar' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Cartão cancelado.' })).toBeVisible();
  await expect(row).toContainText('Cancelado');
  // Only what shows the card is left: its purchases and its product's workflow.
  await expect(rowActions(row)).toHaveText(['Compras', 'Fluxo']);
  expect(await cardStatus(sandbox, DEMO_CARD_IDS.mariaLocked)).toBe('CANCELED');
});

test("the workflow viewer lists the steps an issued card went through, with their dates, then its product's activities", async ({
  page,
  sandbox,
}) => {
  // A card for Pedro, issued, approved and locked through the API: its workflow took four steps.
  const api = apiClient(sandbox.url);
  const token = (await api.signIn('maria')).body.access_token;
  const issued = await api.call<Card>('POST', '/api/Cards/Issue', {
    token,
    json: {
      additionalCard: true,
      accountId: MARIA_ACCOUNT,
      productId: CARD_PRODUCT_IDS.credit,
      type: 'CREDIT',
      name: 'Pedro Souza Lima',
      displayName: 'PEDRO FLUXO',
      taxId: '31847596282',
      birth: '2004-08-02',
      address: {
        zipCode: '01310100',
        street: 'Avenida Paulista',
        number: '1578',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
      },
      invoiceClosingDay: 1,
      invoicePayDay: 11,
    },
  });
  const path = `/api/Cards/${issued.body.id}`;
  const approved = await api.call<Card>('POST', `${path}/Approval`, {
    token,
    json: { approved: true, password: demoHolder('maria').operator.password },
  });
  expect((await api.call('DELETE', `${path}/Lock`, { token })).status).toBe(200);
  const { steps } = (await api.call<WorkflowInstance>('GET', `${path}/Workflow`, { token })).body;
  expect(steps.map((step) => step.action)).toEqual(['START', 'REQUEST', 'APPROVE', 'LOCK']);

  const workflow = await storedWorkflow(sandbox, issued.body.workflowId!);
  const nameOf = (id: string) => workflow.activities.find((activity) => activity.id === id)!.name;
  await page.goto(`/account/cartao/detalhes-do-cartao?holderId=${DEMO_HOLDER_IDS.pedro}`);
  await clickRowAction(page.getByRole('row').filter({ hasText: approved.body.number! }), 'Fluxo');
  const viewer = page.getByRole('dialog', { name: 'Fluxo do cartão PEDRO FLUXO', exact: true });
  const section = (title: string) => viewer.getByRole('region', { name: title });

  // The steps, in the order taken, each with its date and time in Brasília and the activity it entered.
  const taken = section('Etapas por que o cartão passou').locator('tbody tr');
  await expect(taken).toHaveCount(steps.length);
  for (const [index, step] of steps.entries()) {
    await expect(taken.nth(index)).toContainText(formatDateTime(step.createdAt));
    await expect(taken.nth(index)).toContainText(nameOf(step.toActivity));
  }
  await expect(taken.last()).toContainText('Bloquear');

  const rows = section('Etapas do fluxo do produto').locator('tbody tr');
  await expect(rows).toHaveCount(workflow.activities.length);
  // The start first, as the card meets it: the request, waiting for approval.
  const start = workflow.activities.find((activity) => activity.type === 'START')!;
  await expect(rows.first()).toContainText(start.name);
  await expect(rows.first()).toContainText('Início');
  await expect(rows.first()).toContainText('Processando');
  for (const activity of workflow.activities) {
    // The row whose second column (the step's name) is this activity's; its name may also be another's next step.
    const row = rows.filter({ has: page.locator('td:nth-child(2)').getByText(activity.name, { exact: true }) });
    await expect(row).toHaveCount(1);
    if (activity.next.length > 0) await expect(row).toContainText(activity.next.map(nameOf).join(', '));
  }
  await viewer.getByRole('button', { name: 'Fechar janela' }).click();
  await expect(viewer).toHaveCount(0);
});

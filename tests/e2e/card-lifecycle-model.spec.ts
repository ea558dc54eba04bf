import type { Locator, Page } from '@playwright/test';
import { CARD_PRODUCT_IDS } from '../../src/sandbox/products/catalog.ts';
import { DEMO_HOLDER_IDS } from '../../src/sandbox/seed/cards.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { describePath, longestPaths, type ModelPath, type Stimulus } from '../model/harness/explore.ts';
import { exploredModel } from '../model/harness/explored.ts';
import { cardLifecycleModel } from '../model/machines/card-lifecycle.model.ts';
import { demoHolder, expect, test } from './support/fixtures.ts';
import { clickRowAction, rowActions } from './support/grid.ts';
import { walkInBrowser } from './support/model-walk.ts';
import { approvalDialog, typeOnVirtualKeyboard } from './support/money.ts';

/**
 * The card lifecycle machine's generated paths (tests/model), walked in Chromium on a real card of
 * the sandbox: each event is what a person does on the card grid (APPROVED is the approval dialog's
 * answer: her electronic password approves, 'Reprovar' disapproves), each request's answer is the
 * bank answering, and after each step the card's status in the database is the one the machine holds.
 * The walked paths are those one real card can take: the card is selected in the status the path
 * starts from, and the bank answers (a refused request and the purchases region are covered by the
 * model and the unit tests).
 */
const coverage = await exploredModel(cardLifecycleModel as never);
const CARD_EVENTS = new Set(['APPROVE', 'APPROVED', 'LOCK', 'UNLOCK', 'CANCEL', 'ACCEPT', 'DISMISS']);
const CARD_REQUESTS = new Set(['lockCard', 'unlockCard', 'cancelCard']);

/** The status of the card a path selects first. */
function startStatus(path: ModelPath): string | null {
  const [first] = path.steps;
  if (first?.kind !== 'event' || first.event.type !== 'SELECT') return null;
  return (first.event as unknown as { card: { status: string } }).card.status;
}

function walkable(path: ModelPath): boolean {
  const rest = path.steps.slice(1);
  if (startStatus(path) === null) return false;
  return rest.every((step) =>
    step.kind === 'event' ? CARD_EVENTS.has(step.event.type) : step.kind === 'resolve' && CARD_REQUESTS.has(step.src),
  );
}

// A path that is the start of another is walked as part of it.
const PATHS = longestPaths(coverage.paths.filter(walkable));
const STATUS_TEXT: Record<string, string> = {
  ACTIVE: 'Ativo',
  LOCKED: 'Bloqueado',
  CANCELED: 'Cancelado',
  PROCESSING: 'Processando',
};
const ACTIONS: Record<string, string[]> = {
  PROCESSING: ['Compras', 'Fluxo', 'Aprovar'],
  ACTIVE: ['Compras', 'Fluxo', 'Bloquear', 'Cancelar cartão'],
  LOCKED: ['Compras', 'Fluxo', 'Desbloquear', 'Cancelar cartão'],
  CANCELED: ['Compras', 'Fluxo'],
};

/**
 * A new card for Pedro, the demo's additional holder, in the status the path starts from: issued
 * (PROCESSING), then approved with Maria's electronic password, locked or cancelled through the API,
 * as the card's workflow takes them.
 */
async function cardIn(sandbox: RunningSandbox, status: string, index: number): Promise<string> {
  const api = apiClient(sandbox.url);
  const maria = holderOf('maria');
  const token = (await api.signIn('maria')).body.access_token;
  const issued = await api.call<{ id: string }>('POST', '/api/Cards/Issue', {
    token,
    json: {
      additionalCard: true,
      accountId: maria.accountId,
      productId: CARD_PRODUCT_IDS.credit,
      type: 'CREDIT',
      name: 'Pedro Souza Lima',
      displayName: `MODELO ${index}`,
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
  expect(issued.status).toBe(200);
  const card = `/api/Cards/${issued.body.id}`;
  const steps: [string, string, unknown?][] =
    status === 'PROCESSING'
      ? []
      : [
          ['POST', `${card}/Approval`, { approved: true, password: maria.operator.password }],
          ...(status === 'LOCKED' ? [['DELETE', `${card}/Lock`] as [string, string]] : []),
          ...(status === 'CANCELED' ? [['DELETE', `${card}/Cancel`] as [string, string]] : []),
        ];
  for (const [method, path, json] of steps) {
    expect((await api.call(method, path, { token, ...(json ? { json } : {}) })).status, path).toBe(200);
  }
  return issued.body.id;
}

/** The card's number as the card visual shows it: in groups of four, asterisks while it has none. */
async function visualNumber(sandbox: RunningSandbox, id: string): Promise<string> {
  const rows = await sandbox.ctx.db.query<{ number: string | null }>('select number from cards where id = $1', [id]);
  return (rows[0]!.number ?? '*'.repeat(16)).match(/.{4}/g)!.join(' ');
}

async function cardStatus(sandbox: RunningSandbox, id: string): Promise<string> {
  const rows = await sandbox.ctx.db.query<{ status: string }>('select status from cards where id = $1', [id]);
  return rows[0]!.status;
}

interface Walk {
  page: Page;
  row: Locator;
  sandbox: RunningSandbox;
  cardId: string;
  /** Its masked number as the card visual groups it (four groups of asterisks before approval). */
  visualNumber: string;
  /** The status the machine holds for the card after the steps so far. */
  status: string;
}

async function expectCard(walk: Walk): Promise<void> {
  await expect.poll(() => cardStatus(walk.sandbox, walk.cardId)).toBe(walk.status);
  await expect(walk.row).toContainText(STATUS_TEXT[walk.status]!);
  await expect(rowActions(walk.row)).toHaveText(ACTIONS[walk.status]!);
}

async function take(walk: Walk, step: Stimulus): Promise<void> {
  const { page, row } = walk;
  if (step.kind === 'resolve') {
    walk.status = { lockCard: 'LOCKED', unlockCard: 'ACTIVE', cancelCard: 'CANCELED' }[step.src]!;
    await expectCard(walk);
    return;
  }
  if (step.kind !== 'event') throw new Error(`no page action for ${JSON.stringify(step)}`);
  switch (step.event.type) {
    case 'SELECT':
      await row.getByRole('radio').check();
      await expect(page.getByTestId('card-visual')).toContainText(walk.visualNumber);
      await expectCard(walk);
      return;
    case 'APPROVE':
      await clickRowAction(row, 'Aprovar');
      await expect(approvalDialog(page)).toBeVisible();
      // Nothing is decided before the dialog answers.
      expect(await cardStatus(walk.sandbox, walk.cardId)).toBe('PROCESSING');
      return;
    case 'APPROVED': {
      const approval = approvalDialog(page);
      const status = (step.event as unknown as { status: string }).status;
      if (status === 'ACTIVE') {
        await typeOnVirtualKeyboard(approval, demoHolder('maria').operator.password);
        await approval.getByRole('button', { name: 'Aprovar' }).click();
      } else {
        await approval.getByRole('button', { name: 'Reprovar' }).click();
      }
      await expect(approval).toHaveCount(0);
      walk.status = status;
      walk.visualNumber = await visualNumber(walk.sandbox, walk.cardId);
      await expectCard(walk);
      return;
    }
    case 'LOCK':
      await clickRowAction(row, 'Bloquear');
      return;
    case 'UNLOCK':
      await clickRowAction(row, 'Desbloquear');
      return;
    case 'CANCEL':
      await clickRowAction(row, 'Cancelar cartão');
      await expect(page.getByRole('dialog')).toContainText('Deseja cancelar este cartão? Esta ação não pode ser desfeita.');
      // spec 001 §8: nothing is sent before 'Aceitar'.
      expect(await cardStatus(walk.sandbox, walk.cardId)).toBe(walk.status);
      return;
    case 'DISMISS':
      await page.getByRole('dialog').getByRole('button', { name: 'Cancelar', exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectCard(walk);
      return;
    case 'ACCEPT':
      await page.getByRole('dialog').getByRole('button', { name: 'Aceitar' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      return;
    default:
      throw new Error(`no page action for ${step.event.type}`);
  }
}

test('the model has card paths a real card can walk', () => {
  const events = new Set(PATHS.flatMap((path) => path.steps.flatMap((step) => (step.kind === 'event' ? [step.event.type] : []))));
  expect([...events].sort()).toEqual(['ACCEPT', 'APPROVE', 'APPROVED', 'CANCEL', 'DISMISS', 'LOCK', 'SELECT', 'UNLOCK']);
  expect(new Set(PATHS.map(startStatus))).toEqual(new Set(['ACTIVE', 'LOCKED', 'CANCELED', 'PROCESSING']));
});

test.describe('the card grid walks the card lifecycle machine on real cards', () => {
  for (const [index, path] of PATHS.entries()) {
    test(`path ${index + 1}: ${describePath(path)}`, async ({ page, sandbox, signIn }) => {
      const status = startStatus(path)!;
      const cardId = await cardIn(sandbox, status, index);
      await signIn('maria', `/account/cartao/detalhes-do-cartao?holderId=${DEMO_HOLDER_IDS.pedro}`);
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: `MODELO ${index}`, exact: true }) });
      await expect(row).toBeVisible();
      const walk: Walk = { page, row, sandbox, cardId, visualNumber: await visualNumber(sandbox, cardId), status };
      await walkInBrowser(page, cardLifecycleModel as never, path, (index) => take(walk, path.steps[index]!));
    });
  }
});

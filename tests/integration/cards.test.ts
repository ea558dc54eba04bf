import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  AuthData,
  Card,
  CardPage,
  CardPurchasePage,
  LookupList,
  ProductWorkflow,
  WorkflowDefinition,
  WorkflowInstance,
  WorkflowItemList,
  WorkflowVersion,
} from '../../src/generated/schemas.ts';
import { CARD_PRODUCT_IDS } from '../../src/sandbox/products/catalog.ts';
import { DEMO_BANK_OPERATOR } from '../../src/sandbox/seed/account-opening.ts';
import { DEMO_CARD_IDS, DEMO_HOLDER_IDS } from '../../src/sandbox/seed/cards.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { openMoneyBank, setApprovalMethod, tokenFromInbox, type ErrorList, type MoneyBank } from './money-harness.ts';

const CARDS = '/api/Cards';
const MASKED = /^[0-9]{6}\*{6}[0-9]{4}$/;

describe.each(backendsOf(import.meta.url))('cards on $name', ({ databaseUrl }) => {
  let bank: MoneyBank;
  let maria: string;
  let company: string;

  beforeAll(async () => {
    bank = await openMoneyBank(databaseUrl);
    maria = bank.accountOf('maria');
    company = bank.accountOf('company');
  });
  afterAll(() => bank.close());

  const statusInDb = async (id: string) =>
    (await bank.sandbox.ctx.db.query<{ status: string }>('select status from cards where id = $1', [id]))[0]?.status;
  const cardRowInDb = async (id: string) => (await bank.sandbox.ctx.db.query('select * from cards where id = $1', [id]))[0];
  const count = async (table: string) =>
    (await bank.sandbox.ctx.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

  const issueBody = (extra: object = {}) => ({
    additionalCard: true,
    accountId: maria,
    productId: CARD_PRODUCT_IDS.credit,
    type: 'CREDIT',
    name: 'Lucas Andrade Souza',
    displayName: 'Lucas A Souza',
    taxId: '74261538008',
    birth: '2006-02-10',
    mother: 'Maria da Silva Souza',
    address: {
      zipCode: '01310100',
      street: 'Avenida Paulista',
      number: '1578',
      complement: 'Apto 42',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    },
    invoiceClosingDay: 1,
    invoicePayDay: 11,
    hasBilling: false,
    ...extra,
  });

  /** Issues a card for Maria's account and approves it with her electronic password: an ACTIVE card. */
  async function activeCard(extra: object = {}): Promise<Card> {
    const issued = await bank.call<Card>('POST', `${CARDS}/Issue`, { as: 'maria', json: issueBody(extra) });
    expect(issued.status).toBe(200);
    const approved = await bank.call<Card>('POST', `${CARDS}/${issued.body.id}/Approval`, {
      as: 'maria',
      json: { approved: true, password: '246810' },
    });
    expect(approved.body.status).toBe('ACTIVE');
    return approved.body;
  }

  test("the card list holds the account's cards as the database does, newest first, and filters by holder", async () => {
    const all = await bank.call<CardPage>('GET', `${CARDS}?accountId=${maria}`, { as: 'maria' });
    expect(all.status).toBe(200);
    const rows = await bank.sandbox.ctx.db.query<{ id: string }>(
      'select id from cards where account_id = $1 order by created_at desc, id',
      [maria],
    );
    expect(all.body.items.map((card) => card.id)).toEqual(rows.map((row) => row.id));
    expect(all.body.totalCount).toBe(rows.length);
    expect(all.body.items.every((card) => card.accountId === maria)).toBe(true);

    const ofMaria = await bank.call<CardPage>('GET', `${CARDS}?holderId=${DEMO_HOLDER_IDS.maria}&pageSize=2`, { as: 'maria' });
    expect(ofMaria.body).toMatchObject({ totalCount: 3, pageSize: 2, totalPages: 2, hasNext: true });
    expect(ofMaria.body.items.map((card) => card.status)).toEqual(['ACTIVE', 'LOCKED']);
    const second = await bank.call<CardPage>('GET', `${CARDS}?holderId=${DEMO_HOLDER_IDS.maria}&pageSize=2&pageNumber=2`, {
      as: 'maria',
    });
    expect(second.body.items.map((card) => card.status)).toEqual(['CANCELED']);
  });

  test('a card is read by id with its masked number, expiry and billing address', async () => {
    const card = await bank.call<Card>('GET', `${CARDS}/${DEMO_CARD_IDS.mariaActive}`, { as: 'maria' });
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({
      id: DEMO_CARD_IDS.mariaActive,
      holderId: DEMO_HOLDER_IDS.maria,
      displayName: 'MARIA S SOUZA',
      number: '222300******4821',
      type: 'CREDIT',
      status: 'ACTIVE',
      address: { zipCode: '01310100', street: 'Avenida Paulista', city: 'São Paulo', state: 'SP' },
    });
    expect(card.body.expiryMonth).toBeGreaterThanOrEqual(1);
    expect(card.body.expiryYear).toBeGreaterThan(new Date().getUTCFullYear());
  });

  test("another account's cards are not found, by id, filter or action, and nothing changes", async () => {
    const before = await bank.sandbox.ctx.db.query('select * from cards where account_id = $1 order by id', [company]);
    const byId = await bank.call<ErrorList>('GET', `${CARDS}/${DEMO_CARD_IDS.padariaActive}`, { as: 'maria' });
    expect(byId.status).toBe(404);
    expect(byId.body.errors[0]!.errorCode).toBe('CD10001');
    const filtered = await bank.call<ErrorList>('GET', `${CARDS}?accountId=${company}`, { as: 'maria' });
    expect(filtered.status).toBe(404);
    expect(filtered.body.errors[0]!.errorCode).toBe('AC10001');
    const byHolder = await bank.call<CardPage>('GET', `${CARDS}?holderId=${DEMO_HOLDER_IDS.padaria}`, { as: 'maria' });
    expect(byHolder.body.items).toEqual([]);
    for (const [method, action] of [
      ['DELETE', 'Lock'],
      ['DELETE', 'Cancel'],
      ['POST', 'Activate'],
      ['GET', 'Purchases'],
    ] as const) {
      const target = action === 'Activate' ? DEMO_CARD_IDS.padariaLocked : DEMO_CARD_IDS.padariaActive;
      const answer = await bank.call<ErrorList>(method, `${CARDS}/${target}/${action}`, { as: 'maria' });
      expect(answer.status, action).toBe(404);
      expect(answer.body.errors[0]!.errorCode, action).toBe('CD10001');
    }
    const approval = await bank.call<ErrorList>('POST', `${CARDS}/${DEMO_CARD_IDS.padariaActive}/Approval`, {
      as: 'maria',
      json: { approved: false },
    });
    expect(approval.status).toBe(404);
    const issueThere = await bank.call<ErrorList>('POST', `${CARDS}/Issue`, {
      as: 'maria',
      json: issueBody({ accountId: company }),
    });
    expect(issueThere.status).toBe(404);
    expect(await bank.sandbox.ctx.db.query('select * from cards where account_id = $1 order by id', [company])).toEqual(before);
  });

  test('an account without the card feature is refused every card call', async () => {
    const answer = await bank.call<ErrorList>('GET', CARDS, { as: 'ana' });
    expect(answer.status).toBe(403);
    expect(answer.body.errors[0]).toMatchObject({
      errorCode: 'CD10013',
      message: 'Cartões não estão habilitados para esta conta.',
    });
    const issue = await bank.call<ErrorList>('POST', `${CARDS}/Issue`, {
      as: 'ana',
      json: issueBody({ accountId: bank.accountOf('ana') }),
    });
    expect(issue.status).toBe(403);
  });

  test('issuing a card for a new person creates the holder and a card waiting for approval, with no number', async () => {
    const holdersBefore = await count('card_holders');
    const issued = await bank.call<Card>('POST', `${CARDS}/Issue`, { as: 'maria', json: issueBody({ taxId: '89306874073' }) });
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({
      accountId: maria,
      status: 'PROCESSING',
      number: null,
      expiryMonth: null,
      displayName: 'LUCAS A SOUZA',
      additionalCard: true,
      productId: CARD_PRODUCT_IDS.credit,
      address: { type: 'RESIDENTIAL', zipCode: '01310100', number: '1578' },
    });
    expect(await count('card_holders')).toBe(holdersBefore + 1);
    const [holder] = await bank.sandbox.ctx.db.query<{ id: string; name: string; invoice_pay_day: number; person_type: string }>(
      'select id, name, invoice_pay_day, person_type from card_holders where account_id = $1 and tax_id = $2',
      [maria, '89306874073'],
    );
    expect(holder).toMatchObject({
      id: issued.body.holderId,
      name: 'Lucas Andrade Souza',
      invoice_pay_day: 11,
      person_type: 'N',
    });
    expect(await cardRowInDb(issued.body.id)).toMatchObject({ status: 'PROCESSING', number: null });
  });

  test('an issue repeated with its Idempotency-Key answers the first card and issues no other; another body is refused', async () => {
    const cardsBefore = await count('cards');
    const key = `issue-${Date.now()}`;
    const body = issueBody({ taxId: '34608268007', name: 'Renata Gomes Pires', displayName: 'RENATA G PIRES' });
    const first = await bank.call<Card>('POST', `${CARDS}/Issue`, {
      as: 'maria',
      json: body,
      headers: { 'Idempotency-Key': key },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await bank.call<Card>('POST', `${CARDS}/Issue`, {
      as: 'maria',
      json: body,
      headers: { 'Idempotency-Key': key },
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(await count('cards')).toBe(cardsBefore + 1);

    const other = await bank.call<ErrorList>('POST', `${CARDS}/Issue`, {
      as: 'maria',
      json: { ...body, type: 'VIRTUAL' },
      headers: { 'Idempotency-Key': key },
    });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual([{ message: 'Esta Idempotency-Key já foi usada com outro pedido.', errorCode: 'TR10011' }]);
    expect(await count('cards')).toBe(cardsBefore + 1);
  });

  test("issuing a card with an existing holder's tax id gives that holder another card and keeps the holder's data", async () => {
    const holdersBefore = await count('card_holders');
    const issued = await bank.call<Card>('POST', `${CARDS}/Issue`, {
      as: 'maria',
      json: issueBody({
        additionalCard: false,
        taxId: '52998224725',
        name: 'Outro Nome',
        displayName: 'MARIA SOUZA',
        type: 'VIRTUAL',
      }),
    });
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ holderId: DEMO_HOLDER_IDS.maria, type: 'VIRTUAL', additionalCard: false });
    expect(await count('card_holders')).toBe(holdersBefore);
    const [holder] = await bank.sandbox.ctx.db.query<{ name: string }>('select name from card_holders where id = $1', [
      DEMO_HOLDER_IDS.maria,
    ]);
    expect(holder!.name).toBe('Maria da Silva Souza');
  });

  test('approval with the electronic password activates the card and gives it a masked number and a five-year expiry', async () => {
    const issued = await bank.call<Card>('POST', `${CARDS}/Issue`, { as: 'maria', json: issueBody() });
    const wrong = await bank.call<ErrorList>('POST', `${CARDS}/${issued.body.id}/Approval`, {
      as: 'maria',
      json: { approved: true, password: '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toMatchObject({
      errorCode: 'OT10003',
      message: 'Senha eletrônica inválida. Restam 4 tentativas.',
    });
    expect(await cardRowInDb(issued.body.id)).toMatchObject({ status: 'PROCESSING', failed_attempts: 1, number: null });

    const approved = await bank.call<Card>('POST', `${CARDS}/${issued.body.id}/Approval`, {
      as: 'maria',
      json: { approved: true, password: '246810' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('ACTIVE');
    expect(approved.body.number).toMatch(/^222300\*{6}[0-9]{4}$/);
    expect(approved.body.expiryYear).toBe(new Date().getUTCFullYear() + 5);
    expect(await cardRowInDb(issued.body.id)).toMatchObject({ status: 'ACTIVE', number: approved.body.number });

    const again = await bank.call<ErrorList>('POST', `${CARDS}/${issued.body.id}/Approval`, {
      as: 'maria',
      json: { approved: true, password: '246810' },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({
      errorCode: 'CD10008',
      message: 'Este cartão não aguarda mais aprovação. Situação atual: ACTIVE.',
    });
  });

  test('disapproval cancels the card request, which then can be neither approved nor unlocked', async () => {
    const issued = await bank.call<Card>('POST', `${CARDS}/Issue`, { as: 'maria', json: issueBody() });
    const refused = await bank.call<Card>('POST', `${CARDS}/${issued.body.id}/Approval`, {
      as: 'maria',
      json: { approved: false },
    });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ status: 'CANCELED', number: null, message: 'Reprovado pelo cliente.' });
    const activate = await bank.call<ErrorList>('POST', `${CARDS}/${issued.body.id}/Activate`, { as: 'maria' });
    expect(activate.status).toBe(409);
    expect(await statusInDb(issued.body.id)).toBe('CANCELED');
  });

  test('a card waiting for approval cannot be locked, unlocked or cancelled', async () => {
    const issued = await bank.call<Card>('POST', `${CARDS}/Issue`, { as: 'maria', json: issueBody() });
    for (const [method, action, code] of [
      ['DELETE', 'Lock', 'CD10005'],
      ['POST', 'Activate', 'CD10006'],
      ['DELETE', 'Cancel', 'CD10007'],
    ] as const) {
      const answer = await bank.call<ErrorList>(method, `${CARDS}/${issued.body.id}/${action}`, { as: 'maria' });
      expect(answer.status, action).toBe(409);
      expect(answer.body.errors[0]!.errorCode, action).toBe(code);
    }
    expect(await statusInDb(issued.body.id)).toBe('PROCESSING');
  });

  test('with a token approval method, the card is approved with the token sent to the inbox', async () => {
    await setApprovalMethod(bank, 'TOKEN');
    try {
      const issued = await bank.call<Card>('POST', `${CARDS}/Issue`, { as: 'maria', json: issueBody() });
      const missing = await bank.call<ErrorList>('POST', `${CARDS}/${issued.body.id}/Approval`, {
        as: 'maria',
        json: { approved: true },
      });
      expect(missing.body.errors[0]!.errorCode).toBe('OT10005');
      await bank.call('POST', `/api/Accounts/${maria}/Token`, { as: 'maria' });
      const token = await tokenFromInbox(bank, 'maria');
      const approved = await bank.call<Card>('POST', `${CARDS}/${issued.body.id}/Approval`, {
        as: 'maria',
        json: { approved: true, token },
      });
      expect(approved.body.status).toBe('ACTIVE');
    } finally {
      await setApprovalMethod(bank, 'PASSWORD');
    }
  });

  test('an ACTIVE card locks, unlocks and cancels; each step is what the database holds', async () => {
    const card = await activeCard();
    const locked = await bank.call<Card>('DELETE', `${CARDS}/${card.id}/Lock`, { as: 'maria' });
    expect(locked.status).toBe(200);
    expect(locked.body.status).toBe('LOCKED');
    expect(await statusInDb(card.id)).toBe('LOCKED');

    const unlocked = await bank.call<Card>('POST', `${CARDS}/${card.id}/Activate`, { as: 'maria' });
    expect(unlocked.body.status).toBe('ACTIVE');
    expect(await statusInDb(card.id)).toBe('ACTIVE');

    const canceled = await bank.call<Card>('DELETE', `${CARDS}/${card.id}/Cancel`, { as: 'maria' });
    expect(canceled.body.status).toBe('CANCELED');
    expect(await cardRowInDb(card.id)).toMatchObject({ status: 'CANCELED', canceled_at: expect.any(Date) });
  });

  test('a LOCKED card can be cancelled', async () => {
    const card = await activeCard();
    await bank.call('DELETE', `${CARDS}/${card.id}/Lock`, { as: 'maria' });
    const canceled = await bank.call<Card>('DELETE', `${CARDS}/${card.id}/Cancel`, { as: 'maria' });
    expect(canceled.body.status).toBe('CANCELED');
  });

  test('forbidden transitions are refused with the error list and change nothing', async () => {
    const card = await activeCard();
    const unlockActive = await bank.call<ErrorList>('POST', `${CARDS}/${card.id}/Activate`, { as: 'maria' });
    expect(unlockActive.status).toBe(409);
    expect(unlockActive.body.errors).toEqual([
      { errorCode: 'CD10006', message: 'Só um cartão bloqueado pode ser desbloqueado. Situação atual: ACTIVE.' },
    ]);

    await bank.call('DELETE', `${CARDS}/${card.id}/Lock`, { as: 'maria' });
    const lockLocked = await bank.call<ErrorList>('DELETE', `${CARDS}/${card.id}/Lock`, { as: 'maria' });
    expect(lockLocked.status).toBe(409);
    expect(lockLocked.body.errors).toEqual([
      { errorCode: 'CD10005', message: 'Só um cartão ativo pode ser bloqueado. Situação atual: LOCKED.' },
    ]);

    await bank.call('DELETE', `${CARDS}/${card.id}/Cancel`, { as: 'maria' });
    const before = await cardRowInDb(card.id);
    for (const [method, action, code] of [
      ['DELETE', 'Lock', 'CD10005'],
      ['POST', 'Activate', 'CD10006'],
      ['DELETE', 'Cancel', 'CD10007'],
    ] as const) {
      const answer = await bank.call<ErrorList>(method, `${CARDS}/${card.id}/${action}`, { as: 'maria' });
      expect(answer.status, action).toBe(409);
      expect(answer.body.errors[0], action).toMatchObject({
        errorCode: code,
        message: expect.stringContaining('Situação atual: CANCELED.'),
      });
    }
    expect(await cardRowInDb(card.id)).toEqual(before);
  });

  test('two racing locks of one card: one locks it, the other is refused', async () => {
    const card = await activeCard();
    const answers = await Promise.all([
      bank.call('DELETE', `${CARDS}/${card.id}/Lock`, { as: 'maria' }),
      bank.call('DELETE', `${CARDS}/${card.id}/Lock`, { as: 'maria' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await statusInDb(card.id)).toBe('LOCKED');
  });

  const stepsOf = (instance: WorkflowInstance) =>
    instance.steps.map((step) => `${step.fromActivity ?? '·'} ${step.action} ${step.toActivity}`);

  test("a card's workflow lists the steps it went through, in order, with their dates; the viewer answers the version it runs", async () => {
    const card = await activeCard();
    await bank.call('DELETE', `${CARDS}/${card.id}/Lock`, { as: 'maria' });
    await bank.call('POST', `${CARDS}/${card.id}/Activate`, { as: 'maria' });

    const answer = await bank.call<WorkflowInstance>('GET', `${CARDS}/${card.id}/Workflow`, { as: 'maria' });
    expect(answer.status).toBe(200);
    expect(stepsOf(answer.body)).toEqual([
      '· START request',
      'request REQUEST approval',
      'approval APPROVE active',
      'active LOCK locked',
      'locked ACTIVATE active',
    ]);
    const maria = `SUBJECT:${holderOf('maria').operator.userId}`;
    expect(answer.body.steps.map((step) => step.actor)).toEqual([maria, 'SYSTEM:issue', maria, maria, maria]);
    const dates = answer.body.steps.map((step) => Date.parse(step.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(answer.body).toMatchObject({ subjectType: 'CARD', subjectId: card.id, activity: 'active', status: 'ACTIVE' });
    expect(answer.body.actions.sort()).toEqual(['CANCEL', 'LOCK']);

    // The card runs its product's published version; the viewer draws that stored definition.
    const [stored] = await bank.sandbox.ctx.db.query<{ id: string; definition: WorkflowDefinition }>(
      'select id, definition from workflow_definitions where product_id = $1 and published',
      [CARD_PRODUCT_IDS.credit],
    );
    expect([card.workflowId, answer.body.definitionId]).toEqual([stored!.id, stored!.id]);
    const viewer = await bank.call<ProductWorkflow>('GET', `/api/Products/Workflows/${card.workflowId}`, { as: 'maria' });
    expect(viewer.status).toBe(200);
    expect(viewer.body).toEqual({
      id: stored!.id,
      productId: CARD_PRODUCT_IDS.credit,
      name: stored!.definition.name,
      activities: stored!.definition.activities.map((activity) => ({
        id: activity.id,
        name: activity.name,
        type: activity.type,
        ...(activity.status ? { status: activity.status } : {}),
        next: stored!.definition.transitions
          .filter((transition) => transition.from === activity.id)
          .map((transition) => transition.to),
      })),
    });

    const seeded = await bank.call<WorkflowInstance>('GET', `${CARDS}/${DEMO_CARD_IDS.mariaLocked}/Workflow`, { as: 'maria' });
    expect(stepsOf(seeded.body)).toEqual([
      '· START request',
      'request REQUEST approval',
      'approval APPROVE active',
      'active LOCK locked',
    ]);
    const elsewhere = await bank.call<ErrorList>('GET', `${CARDS}/${card.id}/Workflow`, { as: 'company' });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.errors[0]!.errorCode).toBe('CD10001');
  });

  test("an operator's published change to a card product's workflow is what the next issued card runs", async () => {
    const signIn = await apiClient(bank.sandbox.url).call<AuthData>(
      'POST',
      `/api/Authentication/Account/${DEMO_BANK_OPERATOR.accountId}/SignIn`,
      { form: { operator: DEMO_BANK_OPERATOR.userName, password: DEMO_BANK_OPERATOR.password, expires: '86400' } },
    );
    const operator = signIn.body.access_token;
    const product = `/api/Products/${CARD_PRODUCT_IDS.debit}/Workflows`;
    const before = await bank.call<WorkflowVersion>('GET', `${product}/Definition`, { token: operator });
    const definition = structuredClone(before.body.definition);
    definition.activities.find((activity) => activity.id === 'active')!.name = 'Cartão liberado para uso';
    expect((await bank.call('POST', `${product}/Save`, { token: operator, json: definition })).status).toBe(200);
    const published = await bank.call<WorkflowVersion>('POST', `${product}/Publish`, { token: operator });
    expect(published.body.published).toBe(true);

    const issued = await bank.call<Card>('POST', `${CARDS}/Issue`, {
      as: 'maria',
      json: issueBody({ productId: CARD_PRODUCT_IDS.debit, type: 'DEBIT' }),
    });
    expect(issued.body.workflowId).toBe(published.body.id);
    await bank.call('POST', `${CARDS}/${issued.body.id}/Approval`, { as: 'maria', json: { approved: true, password: '246810' } });
    const run = await bank.call<WorkflowInstance>('GET', `${CARDS}/${issued.body.id}/Workflow`, { as: 'maria' });
    expect(run.body).toMatchObject({
      version: published.body.version,
      activity: 'active',
      activityName: 'Cartão liberado para uso',
    });
    const viewer = await bank.call<ProductWorkflow>('GET', `/api/Products/Workflows/${issued.body.workflowId}`, { as: 'maria' });
    expect(viewer.body.activities.map((activity) => activity.name)).toContain('Cartão liberado para uso');
    // The operator sees the card at its activity, by its holder.
    const items = await bank.call<WorkflowItemList>(
      'GET',
      `/api/Products/Workflows/${published.body.id}/Activities/active/Items`,
      {
        token: operator,
      },
    );
    expect(items.body.items).toEqual([
      expect.objectContaining({
        subjectType: 'CARD',
        subjectId: issued.body.id,
        name: 'Lucas Andrade Souza',
        taxId: '74261538008',
      }),
    ]);

    // A card issued before keeps the version it started on.
    const older = await bank.call<WorkflowInstance>('GET', `${CARDS}/${DEMO_CARD_IDS.mariaCanceled}/Workflow`, { as: 'maria' });
    expect(older.body).toMatchObject({ version: 1, activity: 'canceled', activityName: 'Cartão cancelado' });
  });

  test("a card's purchases are paged, newest first, as the database holds them", async () => {
    const page = await bank.call<CardPurchasePage>('GET', `${CARDS}/${DEMO_CARD_IDS.mariaActive}/Purchases?pageSize=2`, {
      as: 'maria',
    });
    expect(page.status).toBe(200);
    const rows = await bank.sandbox.ctx.db.query<{ id: string; amount_cents: number; installments: number }>(
      'select id, amount_cents, installments from card_purchases where card_id = $1 order by created_at desc, id',
      [DEMO_CARD_IDS.mariaActive],
    );
    expect(page.body.totalCount).toBe(rows.length);
    expect(page.body.items.map((item) => item.id)).toEqual(rows.slice(0, 2).map((row) => row.id));
    expect(page.body.items[0]).toMatchObject({
      amount: rows[0]!.amount_cents / 100,
      installments: rows[0]!.installments,
      currency: 'BRL',
      cardNumber: '222300******4821',
    });
    const notebook = await bank.call<CardPurchasePage>('GET', `${CARDS}/${DEMO_CARD_IDS.mariaActive}/Purchases?pageSize=50`, {
      as: 'maria',
    });
    expect(notebook.body.items.find((item) => item.description === 'Notebook 14 polegadas')).toMatchObject({
      amount: 3599.7,
      installments: 3,
      merchantName: 'Magazine Paulista',
      status: 'CONFIRMED',
    });
  });

  test('bad issue requests are refused with the field named, and nothing is created', async () => {
    const [cards, holders] = [await count('cards'), await count('card_holders')];
    const cases: [object, number, string][] = [
      [{ displayName: 'X'.repeat(33) }, 400, "O campo 'displayName' deve ter no máximo 32 caracteres."],
      [{ invoiceClosingDay: 29 }, 400, "O campo 'invoiceClosingDay' deve ser no máximo 28."],
      [{ taxId: '123' }, 400, "O campo 'taxId' está em um formato inválido."],
      [{ address: { zipCode: '01310100' } }, 400, "O campo 'address.street' é obrigatório."],
      [{ taxId: '11111111111' }, 422, 'CPF ou CNPJ do portador inválido.'],
      [{ type: 'GOLD' }, 422, 'Tipo de cartão inválido.'],
      [{ productId: '00000000-0000-4000-8000-0000000000a1' }, 422, 'Produto de cartão não encontrado.'],
    ];
    for (const [change, status, message] of cases) {
      const answer = await bank.call<ErrorList>('POST', `${CARDS}/Issue`, { as: 'maria', json: issueBody(change) });
      expect(answer.status, JSON.stringify(change)).toBe(status);
      expect(
        answer.body.errors.map((error) => error.message),
        JSON.stringify(change),
      ).toContain(message);
    }
    const missing = await bank.call<ErrorList>('POST', `${CARDS}/Issue`, { as: 'maria', json: { accountId: maria } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((error) => error.message)).toEqual(
      expect.arrayContaining(["O campo 'productId' é obrigatório.", "O campo 'displayName' é obrigatório."]),
    );
    expect([await count('cards'), await count('card_holders')]).toEqual([cards, holders]);
  });

  test('the card type and card status lists name what cards can hold', async () => {
    const schema = JSON.parse(readFileSync('schemas/card.schema.json', 'utf8')) as { properties: { status: { enum: string[] } } };
    const statuses = await bank.call<LookupList>('GET', '/api/Common/CardStatus', { as: 'maria' });
    expect(statuses.body.items.map((item) => item.key)).toEqual(schema.properties.status.enum);
    const types = await bank.call<LookupList>('GET', '/api/Common/CardTypes', { as: 'maria' });
    const typesInDb = await bank.sandbox.ctx.db.query<{ type: string }>('select distinct type from cards');
    for (const { type } of typesInDb) expect(types.body.items.map((item) => item.key)).toContain(type);
  });

  test('card numbers are only ever masked and no CVV is kept or answered', async () => {
    const columns = await bank.sandbox.ctx.db.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns where table_schema = current_schema()
          and column_name ~* '(cvv|cvc|security_code|^pan$)'`,
    );
    expect(columns).toEqual([]);
    const numbers = await bank.sandbox.ctx.db.query<{ number: string | null }>('select number from cards');
    for (const { number } of numbers) if (number !== null) expect(number).toMatch(MASKED);

    const refused = bank.sandbox.ctx.db.query(
      `insert into cards (id, account_id, holder_id, display_name, number, type, status, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, 'X', '2223001234567890', 'CREDIT', 'ACTIVE', now(), now())`,
      [maria, DEMO_HOLDER_IDS.maria],
    );
    await expect(refused).rejects.toThrow();

    const card = await activeCard();
    for (const path of [CARDS, `${CARDS}/${card.id}`, `/api/CardHolders/${DEMO_HOLDER_IDS.maria}/Purchases`]) {
      const answer = await bank.call('GET', path, { as: 'maria' });
      const text = JSON.stringify(answer.body);
      expect(text, path).not.toMatch(/cvv|cvc|securityCode/i);
      expect(text, path).not.toMatch(/\b\d{13,19}\b/);
    }
  });
});

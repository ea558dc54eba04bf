import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  AccountLock,
  AccountWorkflow,
  AuthData,
  OutboxPage,
  Product,
  ProductList,
  ProductPage,
  Tariff,
  TariffPage,
  WorkflowActivityList,
  WorkflowActivityStats,
  WorkflowDefinition,
  WorkflowItemList,
  WorkflowVersion,
} from '../../src/generated/schemas.ts';
import { CARD_PRODUCT_IDS } from '../../src/sandbox/products/catalog.ts';
import { DEMO_BANK_OPERATOR } from '../../src/sandbox/seed/account-opening.ts';
import { DEMO_MERCHANT } from '../../src/sandbox/seed/demo-data.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';
import { accountOpening, freshCpf, type ErrorList } from './account-opening-harness.ts';

const NATURAL_PRODUCT = DEMO_MERCHANT.configuration.productAccountNaturalId;
const TRANSFERS = '/api/Transactions/Transfers';

describe.each(backendsOf(import.meta.url))('the back office on $name', ({ databaseUrl }) => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof apiClient>;
  let operator: string;
  let maria: string;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ databaseUrl });
    api = apiClient(sandbox.url);
    const signIn = await api.call<AuthData>('POST', `/api/Authentication/Account/${DEMO_BANK_OPERATOR.accountId}/SignIn`, {
      form: { operator: DEMO_BANK_OPERATOR.userName, password: DEMO_BANK_OPERATOR.password, expires: '86400' },
    });
    operator = signIn.body.access_token;
    maria = (await api.signIn('maria', { expires: 86_400 })).body.access_token;
  });
  afterAll(() => sandbox.close());

  const asOperator = <T>(method: string, path: string, json?: unknown) =>
    api.call<T & ErrorList>(method, path, { token: operator, ...(json === undefined ? {} : { json }) });
  const count = async (table: string) =>
    (await sandbox.ctx.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

  test('an account holder gets 403 on every back-office call of the OpenAPI document, and no session gets 401', async () => {
    const doc = await api.call<{ paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> }>(
      'GET',
      '/api/openapi.json',
    );
    const calls = Object.entries(doc.body.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.tags?.includes('Back office'))
        .map(([method, operation]) => ({ method: method.toUpperCase(), path, summary: operation.summary })),
    );
    const names = calls.map((call) => `${call.method} ${call.path}`);
    for (const expected of [
      'GET /api/Accounts',
      'GET /api/Accounts/Search',
      'POST /api/Accounts/{id}/Lock',
      'POST /api/Accounts/{id}/Workflow/Approve',
      'GET /api/Products',
      'POST /api/Products',
      'PUT /api/Products/{id}',
      'DELETE /api/Products/{id}',
      'GET /api/Products/Types/{type}/Subs/{subType}',
      'GET /api/Products/{productId}/Tariffs',
      'POST /api/Products/{productId}/Tariffs',
      'GET /api/Products/Tariffs/{id}',
      'DELETE /api/Products/Tariffs/{id}',
      'GET /api/Products/{id}/Workflows/Definition',
      'POST /api/Products/{id}/Workflows/Save',
      'POST /api/Products/{id}/Workflows/Publish',
      'GET /api/Products/{id}/Workflows/Export',
      'POST /api/Products/{id}/Workflows/Import',
      'GET /api/Products/{id}/Workflows/Activities',
      'GET /api/Products/Workflows/{workflowId}/Activities/{activityId}/Stats',
    ]) {
      expect(names).toContain(expected);
    }
    const before = {
      products: await count('products'),
      tariffs: await count('tariffs'),
      versions: await count('workflow_definitions'),
    };
    for (const call of calls) {
      expect(call.summary, `${call.method} ${call.path}`).toMatch(/\w{3}/);
      const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'type' ? 'CARD' : name === 'subType' ? 'CREDIT' : name === 'activityId' ? 'analysis' : NATURAL_PRODUCT,
      );
      const refused = await api.call<ErrorList>(call.method, path, {
        token: maria,
        json: call.method === 'GET' ? undefined : {},
      });
      expect(refused.status, `${call.method} ${call.path}`).toBe(403);
      expect(refused.body.errors[0]!.errorCode).toBe('BO10001');
      expect((await api.call(call.method, path)).status, `${call.method} ${call.path} without a session`).toBe(401);
    }
    expect({
      products: await count('products'),
      tariffs: await count('tariffs'),
      versions: await count('workflow_definitions'),
    }).toEqual(before);
  });

  test('an operator creates, edits and deletes a product; the card form lists it; bad bodies change nothing', async () => {
    const before = await count('products');
    const noName = await asOperator('POST', '/api/Products', { type: 'CARD', subType: 'CREDIT' });
    expect(noName.status).toBe(400);
    const wrongSub = await asOperator('POST', '/api/Products', { name: 'Cartão Ouro', type: 'CARD', subType: 'JURIDICAL' });
    expect(wrongSub.status).toBe(422);
    expect(wrongSub.body.errors[0]).toEqual({
      errorCode: 'BO10003',
      message: 'Subtipo desconhecido para o tipo do produto: JURIDICAL (CARD).',
    });
    const unknownType = await asOperator('POST', '/api/Products', { name: 'Seguro', type: 'INSURANCE' });
    expect(unknownType.status).toBe(400);
    expect(await count('products')).toBe(before);

    const created = await asOperator<Product>('POST', '/api/Products', {
      name: 'Cartão Balcão Ouro',
      type: 'CARD',
      subType: 'credit',
      description: 'Crédito com anuidade zero',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Cartão Balcão Ouro', type: 'CARD', subType: 'CREDIT', merchantId: 'demo' });
    const cardForm = await api.call<ProductList>('GET', '/api/Products/AutoComplete?productType=CARD&name=ouro', {
      token: maria,
    });
    expect(cardForm.body.items.map((product) => product.id)).toEqual([created.body.id]);

    const edited = await asOperator<Product>('PUT', `/api/Products/${created.body.id}`, {
      name: 'Cartão Balcão Platina',
      type: 'CARD',
      subType: 'CREDIT',
    });
    expect(edited.body).toMatchObject({ id: created.body.id, name: 'Cartão Balcão Platina', description: null });
    const page = await asOperator<ProductPage>('GET', '/api/Products?type=CARD&pageSize=2');
    expect(page.body).toMatchObject({ totalCount: 4, pageSize: 2, totalPages: 2, hasNext: true });
    const bySub = await asOperator<ProductList>('GET', '/api/Products/Types/CARD/Subs/CREDIT');
    expect(bySub.body.items.map((product) => product.name)).toEqual(['Cartão Balcão Crédito', 'Cartão Balcão Platina']);

    const inUse = await asOperator('DELETE', `/api/Products/${CARD_PRODUCT_IDS.credit}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.errors[0]!.errorCode).toBe('BO10004');
    expect((await asOperator('DELETE', `/api/Products/${created.body.id}`)).status).toBe(200);
    expect((await asOperator('GET', `/api/Products/${created.body.id}`)).status).toBe(404);
    const gone = await api.call<ProductList>('GET', '/api/Products/AutoComplete?productType=CARD&name=platina', { token: maria });
    expect(gone.body.items).toEqual([]);
  });

  test("a tariff changes the fee of the customer's next PIX, in the ledger and on the transfer; disabled, the fee is gone", async () => {
    const mariaId = holderOf('maria').accountId;
    const pix = async () => {
      const created = await api.call<{ id: string; fee: number }>('POST', `${TRANSFERS}/PIX`, {
        token: maria,
        json: { accountId: mariaId, key: 'ana@balcao.example', amount: 100, description: 'Tarifa' },
      });
      const approved = await api.call<{ status: string; fee: number }>('POST', `${TRANSFERS}/${created.body.id}/Approval`, {
        token: maria,
        json: { approved: true, password: '246810' },
      });
      expect(approved.body.status).toBe('COMPLETED');
      const fees = await sandbox.ctx.db.query<{ amount_cents: string }>(
        `select amount_cents from postings where relation_id = $1 and account_id = $2 and entity = 'PAYMENT_FEE'`,
        [created.body.id, mariaId],
      );
      return { fee: created.body.fee, ledger: fees.map((row) => Number(row.amount_cents)) };
    };
    expect(await pix()).toEqual({ fee: 0, ledger: [] });

    const wrongSide = await asOperator('POST', `/api/Products/${NATURAL_PRODUCT}/Tariffs`, {
      name: 'PIX enviado',
      operation: 'TRANSFER_PIX',
      kind: 'RECEIVE',
      amount: 1,
    });
    expect(wrongSide.status).toBe(422);
    expect(wrongSide.body.errors[0]!.errorCode).toBe('BO10006');
    const empty = await asOperator('POST', `/api/Products/${NATURAL_PRODUCT}/Tariffs`, {
      name: 'PIX enviado',
      operation: 'TRANSFER_PIX',
      kind: 'PAYMENT',
    });
    expect(empty.body.errors[0]!.errorCode).toBe('BO10007');
    expect(await count('tariffs')).toBe(3);

    const tariff = await asOperator<Tariff>('POST', `/api/Products/${NATURAL_PRODUCT}/Tariffs`, {
      name: 'PIX enviado',
      operation: 'TRANSFER_PIX',
      kind: 'PAYMENT',
      amount: 1.5,
      percentage: 0.5,
    });
    expect(tariff.body).toMatchObject({ active: true, amount: 1.5, percentage: 0.5, disabledAt: null });
    // R$ 1,50 plus 0,5% of R$ 100,00.
    expect(await pix()).toEqual({ fee: 2, ledger: [-200] });

    const list = await asOperator<TariffPage>('GET', `/api/Products/${NATURAL_PRODUCT}/Tariffs`);
    expect(list.body.items.map((item) => item.id)).toEqual([tariff.body.id]);
    const disabled = await asOperator<Tariff>('DELETE', `/api/Products/Tariffs/${tariff.body.id}`);
    expect(disabled.body).toMatchObject({ id: tariff.body.id, active: false });
    expect((await asOperator<Tariff>('GET', `/api/Products/Tariffs/${tariff.body.id}`)).body.active).toBe(false);
    expect(await pix()).toEqual({ fee: 0, ledger: [] });
  });

  test('a bad workflow definition is refused naming the activity and the rule, and nothing changes', async () => {
    const current = await asOperator<WorkflowVersion>('GET', `/api/Products/${NATURAL_PRODUCT}/Workflows/Definition`);
    expect(current.body).toMatchObject({ version: 1, published: true, publishedVersion: 1 });
    const good = current.body.definition;
    const versions = await count('workflow_definitions');
    const save = (definition: unknown) => asOperator('POST', `/api/Products/${NATURAL_PRODUCT}/Workflows/Save`, definition);
    const cases: [string, WorkflowDefinition | object, RegExp][] = [
      [
        'an activity nothing leads to',
        { ...good, activities: [...good.activities, { id: 'orphan', name: 'Solta', type: 'END' }] },
        /atividade orphan não é alcançável/,
      ],
      [
        'a transition to an unknown activity',
        { ...good, transitions: [...good.transitions, { from: 'analysis', to: 'nowhere', action: 'ESCALATE' }] },
        /transição analysis → nowhere leva a uma atividade desconhecida/,
      ],
      [
        'two starts',
        {
          ...good,
          activities: good.activities.map((activity) => (activity.id === 'analysis' ? { ...activity, type: 'START' } : activity)),
        },
        /exatamente uma atividade START \(tem 2\)/,
      ],
      [
        'an END without a name',
        {
          ...good,
          activities: good.activities.map((activity) => (activity.id === 'approved' ? { ...activity, name: '' } : activity)),
        },
        /atividade approved \(\/activities\/4\/name\)/,
      ],
      ['a card workflow for an account product', { ...good, subjectType: 'CARD' }, /subjectType CARD não serve/],
    ];
    for (const [what, definition, message] of cases) {
      const refused = await save(definition);
      expect(refused.status, what).toBe(422);
      expect(refused.body.errors[0]!.errorCode, what).toBe('WF10001');
      expect(refused.body.errors[0]!.message, what).toMatch(message);
    }
    const notJson = new FormData();
    notJson.append('file', new Blob(['{"name": '], { type: 'application/json' }), 'fluxo.json');
    const unreadable = await fetch(`${sandbox.url}/api/Products/${NATURAL_PRODUCT}/Workflows/Import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${operator}` },
      body: notJson,
    });
    expect(unreadable.status).toBe(422);
    expect(((await unreadable.json()) as ErrorList).errors[0]!.errorCode).toBe('BO10008');
    expect(await count('workflow_definitions')).toBe(versions);
  });

  test('a workflow exported from one product is imported under another, published, and runs there', async () => {
    const exported = await fetch(`${sandbox.url}/api/Products/${NATURAL_PRODUCT}/Workflows/Export`, {
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(
      /attachment; filename="fluxo-conta-de-pagamento-pessoa-fisica-v1\.json"/,
    );
    const file = await exported.text();
    expect(JSON.parse(file)).toMatchObject({ subjectType: 'ACCOUNT', name: 'Abertura de conta pessoa física' });

    const product = await asOperator<Product>('POST', '/api/Products', {
      name: 'Conta digital jovem',
      type: 'ACCOUNT',
      subType: 'NATURAL',
    });
    expect((await asOperator('GET', `/api/Products/${product.body.id}/Workflows/Definition`)).status).toBe(404);
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'application/json' }), 'fluxo.json');
    const imported = await fetch(`${sandbox.url}/api/Products/${product.body.id}/Workflows/Import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${operator}` },
      body: form,
    });
    expect(imported.status).toBe(200);
    expect(await imported.json()).toMatchObject({
      productId: product.body.id,
      version: 1,
      published: false,
      publishedVersion: null,
    });

    const published = await asOperator<WorkflowVersion>('POST', `/api/Products/${product.body.id}/Workflows/Publish`);
    expect(published.body).toMatchObject({ version: 1, published: true, publishedVersion: 1 });
    expect((await asOperator<Product>('GET', `/api/Products/${product.body.id}`)).body.workflowId).toBe(published.body.id);
    const viewer = await api.call<{ activities: { id: string; next: string[] }[] }>(
      'GET',
      `/api/Products/Workflows/${published.body.id}`,
      {
        token: maria,
      },
    );
    expect(viewer.body.activities.find((activity) => activity.id === 'analysis')!.next).toEqual([
      'approved',
      'rejected',
      'pending-documents',
    ]);
    const activities = await asOperator<WorkflowActivityList>('GET', `/api/Products/${product.body.id}/Workflows/Activities`);
    expect(activities.body.items.map((activity) => [activity.id, activity.waiting])).toEqual([
      ['submitted', 0],
      ['face-match', 0],
      ['analysis', 0],
      ['pending-documents', 0],
      ['approved', 0],
      ['rejected', 0],
    ]);
  });

  test('an operator approves a registration waiting in the analysis activity; its stats move and the new customer signs in', async () => {
    const opening = accountOpening(api, sandbox.url);
    const registration = await opening.inAnalysis(freshCpf());
    const activities = await asOperator<WorkflowActivityList>('GET', `/api/Products/${NATURAL_PRODUCT}/Workflows/Activities`);
    const analysis = activities.body.items.find((activity) => activity.id === 'analysis')!;
    expect(analysis.waiting).toBeGreaterThanOrEqual(1);
    const items = await asOperator<WorkflowItemList>(
      'GET',
      `/api/Products/Workflows/${analysis.workflowId}/Activities/analysis/Items`,
    );
    const item = items.body.items.find((entry) => entry.subjectId === registration.id)!;
    expect(item).toMatchObject({
      subjectType: 'ACCOUNT',
      taxId: registration.taxId,
      actions: ['APPROVE', 'REJECT', 'REQUEST_DOCUMENTS'],
    });
    const page = await asOperator<{ status: string; branch: string | null; number: string | null }>(
      'GET',
      `/api/Accounts/${registration.id}`,
    );
    expect(page.body).toMatchObject({ status: 'IN_ANALYSIS', branch: null, number: null });
    const statsPath = `/api/Products/Workflows/${analysis.workflowId}/Activities/analysis/Stats`;
    const before = (await asOperator<WorkflowActivityStats>('GET', statsPath)).body;

    await api.call('POST', '/api/Sandbox/Clock', { json: { advanceSeconds: 120 } });
    const approved = await asOperator<AccountWorkflow>('POST', `/api/Accounts/${registration.id}/Workflow/Approve`);
    expect(approved.body.status).toBe('ACTIVE');
    const step = approved.body.workflow!.steps.find((entry) => entry.fromActivity === 'analysis')!;
    expect(step).toMatchObject({ action: 'APPROVE', actor: `OPERATOR:${DEMO_BANK_OPERATOR.userId}` });
    const after = (await asOperator<WorkflowActivityStats>('GET', statsPath)).body;
    expect(after).toMatchObject({ waiting: before.waiting - 1, done: before.done + 1 });
    expect(after.averageSeconds).toBeGreaterThanOrEqual(120 / (before.done + 1));
    expect((await asOperator('POST', `/api/Accounts/${registration.id}/Workflow/Approve`)).status).toBe(409);

    const phone = registration.phones[0]!;
    const sms = await api.call<OutboxPage>(
      'GET',
      `/api/Sandbox/Outbox?to=55${phone.ddd.slice(1)}${phone.number}&purpose=TEMPORARY_PASSWORD`,
    );
    const text = sms.body.items[0]!.body;
    const password = /senha temporária é (\d{6})/.exec(text)![1]!;
    const userName = /operador (\w+)/.exec(text)![1]!;
    const signIn = await api.call<AuthData>('POST', `/api/Authentication/Account/${registration.id}/SignIn`, {
      form: { operator: userName, password },
    });
    expect(signIn.status).toBe(200);
  });

  test("the bank's operator finds the back office's account by branch and number to sign in; the bank's ledger accounts stay unfound", async () => {
    const bank = (await api.call<{ access_token: string }>('GET', '/api/Merchants/demo/Bank/Auth')).body.access_token;
    const found = await api.call<{ id: string }>('GET', '/api/Authentication/Account/0001/900000-3', { token: bank });
    expect(found.body.id, JSON.stringify(found.body)).toBe(DEMO_BANK_OPERATOR.accountId);
    expect((await api.call('GET', '/api/Authentication/Account/0001/900000-1', { token: bank })).status).toBe(404);
    expect((await api.call('GET', '/api/Authentication/Account/0001/900000-2', { token: bank })).status).toBe(404);
    // Its own account answers the header's balance: an account that holds and moves no money.
    const balance = await asOperator<{ balance: number; branch: string; number: string }>(
      'GET',
      `/api/Accounts/${DEMO_BANK_OPERATOR.accountId}/Balance`,
    );
    expect(balance.body).toMatchObject({ balance: 0, branch: '0001', number: '9000003' });
    const config = await asOperator<{ transactions: Record<string, boolean>; cardEnable: boolean }>(
      'GET',
      `/api/Accounts/${DEMO_BANK_OPERATOR.accountId}/Config`,
    );
    expect(config.body).toMatchObject({ cardEnable: false, transactions: { pixEnable: false, transferEnable: false } });
  });

  test("an operator locks an account (its operators cannot sign in), unlocks it, and resets a person's password", async () => {
    const ana = holderOf('ana');
    const page = await asOperator<{ id: string; locked: boolean; name: string }>('GET', `/api/Accounts/${ana.accountId}`);
    expect(page.body).toMatchObject({ id: ana.accountId, locked: false, name: 'Ana Beatriz Costa' });
    expect((await api.call('GET', `/api/Accounts/${ana.accountId}`, { token: maria })).status).toBe(404);

    const locked = await asOperator<AccountLock>('POST', `/api/Accounts/${ana.accountId}/Lock`);
    expect(locked.body).toEqual({ accountId: ana.accountId, locked: true });
    expect((await api.signIn('ana')).body).toMatchObject({ errors: [{ errorCode: 'AU10011' }] });
    expect((await asOperator<AccountLock>('POST', `/api/Accounts/${ana.accountId}/Unlock`)).body.locked).toBe(false);
    expect((await api.signIn('ana')).status).toBe(200);

    const reset = await asOperator('DELETE', `/api/Accounts/${ana.accountId}/People/${ana.personId}/ResetPassword`);
    expect(reset.status).toBe(200);
    const mail = await api.call<OutboxPage>('GET', `/api/Sandbox/Outbox?accountId=${ana.accountId}&purpose=PASSWORD_RESET`);
    expect(mail.body.items[0]!.body).toMatch(/Senha temporária: \d{6}/);
  });
});

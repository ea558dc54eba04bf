import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { buildBankSlipLine } from '../../src/domain/index.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  maxLength?: number;
};
type Operation = { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
type OpenApi = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
type ErrorList = { errors: { message: string; errorCode: string }[] };

const ENTITY_TABLES = {
  Transfers: 'transfers',
  Payments: 'payments',
  Billings: 'billings',
  Receives: 'receives',
  Keys: 'pix_keys',
  Messages: 'messages',
  CardHolders: 'card_holders',
  Cards: 'cards',
  Invoices: 'card_invoices',
  Purchases: 'card_installments',
} as const;

/** Tables that hold an account's data: their rows for the account are compared before and after. */
async function accountSnapshot(sandbox: RunningSandbox, accountId: string): Promise<string> {
  const tables = await sandbox.ctx.db.query<{ table_name: string }>(
    `select table_name from information_schema.columns
      where table_schema = current_schema() and column_name = 'account_id' order by table_name`,
  );
  const parts: unknown[] = [await sandbox.ctx.db.query('select * from accounts where id = $1', [accountId])];
  for (const { table_name } of tables) {
    parts.push(await sandbox.ctx.db.query(`select * from ${table_name} where account_id = $1 order by 1`, [accountId]));
  }
  return JSON.stringify(parts);
}

async function bankSnapshot(sandbox: RunningSandbox): Promise<string> {
  const tables = await sandbox.ctx.db.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = current_schema()
        and table_name not in ('sessions', 'refresh_tokens', 'schema_migrations') order by 1`,
  );
  const counts: Record<string, unknown> = {};
  for (const { table_name } of tables)
    counts[table_name] = (await sandbox.ctx.db.query(`select count(*)::int as n from ${table_name}`))[0];
  counts.balances = await sandbox.ctx.db.query('select id, balance_cents from accounts order by id');
  return JSON.stringify(counts);
}

describe.each(backendsOf(import.meta.url))('API boundaries, from the OpenAPI document, on $name', ({ databaseUrl }) => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof apiClient>;
  let document: OpenApi;
  let maria: string;
  const company = holderOf('company');
  const companyEntities: Record<string, string> = {};

  beforeAll(async () => {
    sandbox = await startTestSandbox({ databaseUrl });
    api = apiClient(sandbox.url);
    document = (await api.call<OpenApi>('GET', '/api/openapi.json')).body;
    maria = (await api.signIn('maria')).body.access_token;
    // The company gets one of everything: a pending transfer and a token message of its own.
    const joao = (await api.signIn('company')).body.access_token;
    await api.call('POST', '/api/Transactions/Transfers', {
      token: joao,
      json: {
        accountId: company.accountId,
        type: 'INTERNAL',
        amount: 10,
        branch: '0001',
        account: '123456',
        description: 'Teste',
      },
    });
    await api.call('POST', `/api/Accounts/${company.accountId}/Token`, { token: joao });
    const slip = buildBankSlipLine({
      bankCode: '001',
      amountCents: 4_590,
      dueDate: new Date(Date.now() + 5 * 86_400_000),
      freeField: '0000001234567890123456789',
    });
    await api.call('POST', '/api/Transactions/Payments/BankSlip/Pay', {
      token: joao,
      json: { accountId: company.accountId, digitableLine: slip.line },
    });
    for (const [segment, table] of Object.entries(ENTITY_TABLES)) {
      const [row] = await sandbox.ctx.db.query<{ id: string }>(`select id from ${table} where account_id = $1 limit 1`, [
        company.accountId,
      ]);
      if (row) companyEntities[segment] = row.id;
    }
  });
  afterAll(() => sandbox.close());

  test('the company has an entity of every kind to aim at', () => {
    expect(Object.keys(companyEntities).sort()).toEqual(Object.keys(ENTITY_TABLES).sort());
  });

  /** The company's id for each path parameter, by the segment before it. */
  function companyPath(path: string): string | null {
    let aimed = false;
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string, offset: number) => {
      const before = path.slice(0, offset).split('/').filter(Boolean).at(-1) ?? '';
      if (name === 'type') return path.includes('Export') ? 'CSV' : 'PNG';
      if (name === 'size') return '256';
      if (name === 'status') return 'PAID';
      if (name === 'personId') return company.personId;
      if (name === 'token') return '123456';
      if (name.endsWith('Id')) return '00000000-0000-4000-8000-000000000000';
      if (name !== 'id' && name !== 'accountId') return 'x';
      aimed = true;
      if (before in ENTITY_TABLES) return companyEntities[before]!;
      return company.accountId;
    });
    return aimed ? filled : null;
  }

  test("every call that takes an account or entity id refuses Maria the company's, with the error list, and changes nothing", async () => {
    const before = await accountSnapshot(sandbox, company.accountId);
    const refused: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/') || path.includes('/SignIn')) continue;
      const target = companyPath(path);
      if (!target) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const json = operation.requestBody ? {} : undefined;
        const answer = await api.call<ErrorList>(method.toUpperCase(), target, { token: maria, ...(json ? { json } : {}) });
        const allowed = json ? [400, 403, 404, 409, 422] : [403, 404];
        expect(allowed, `${method.toUpperCase()} ${path} answered ${answer.status}`).toContain(answer.status);
        expect(answer.body.errors?.length, `${method.toUpperCase()} ${path} error list`).toBeGreaterThan(0);
        refused.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(refused.length).toBeGreaterThan(30);
    expect(await accountSnapshot(sandbox, company.accountId)).toBe(before);
  });

  test("lists filtered by another account's id show none of its items", async () => {
    for (const list of ['Transfers', 'Payments', 'Billings']) {
      const answer = await api.call<{ items?: { accountId?: string }[] } & ErrorList>(
        'GET',
        `/api/Transactions/${list}?accountId=${company.accountId}`,
        {
          token: maria,
        },
      );
      if (answer.status === 200)
        expect(
          answer.body.items!.filter((item) => item.accountId === company.accountId),
          list,
        ).toEqual([]);
      else expect([403, 404], list).toContain(answer.status);
    }
  });

  function resolve(schema: Schema | undefined): Schema | undefined {
    if (!schema?.$ref) return schema;
    return document.components.schemas[schema.$ref.split('/').at(-1)!];
  }

  /** Bodies that break the schema: not an object, missing what is required, wrong types, too long. */
  function badBodies(schema: Schema): unknown[] {
    const bodies: unknown[] = [[], 'not an object'];
    if (schema.required?.length) bodies.push({});
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const resolved = resolve(property) ?? {};
      const types = [resolved.type].flat();
      bodies.push({ [name]: types.includes('object') || types.includes('array') ? 'not a list or object' : { wrong: true } });
      if (resolved.maxLength) bodies.push({ [name]: 'x'.repeat(resolved.maxLength + 1) });
    }
    return bodies;
  }

  test('every POST and PUT fed bad bodies generated from its schema answers 4xx with the error list and changes nothing', async () => {
    const before = await bankSnapshot(sandbox);
    let sent = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/Sandbox')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const schema = resolve(operation.requestBody?.content?.['application/json']?.schema);
        if (!schema || !['post', 'put'].includes(method)) continue;
        const target = path.replace(/\{(id|accountId)\}/g, holderOf('maria').accountId).replace(/\{\w+\}/g, 'x');
        for (const body of badBodies(schema)) {
          const answer = await api.call<ErrorList>(method.toUpperCase(), target, { token: maria, json: body });
          const label = `${method.toUpperCase()} ${path} with ${JSON.stringify(body).slice(0, 80)}`;
          expect(answer.status, label).toBeGreaterThanOrEqual(400);
          expect(answer.status, label).toBeLessThan(500);
          expect(answer.body.errors?.length, label).toBeGreaterThan(0);
          sent += 1;
        }
      }
    }
    expect(sent).toBeGreaterThan(50);
    expect(await bankSnapshot(sandbox)).toBe(before);
  });
});

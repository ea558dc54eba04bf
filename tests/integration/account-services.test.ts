import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AccountConfig, Device, ErrorList } from '../../src/generated/schemas.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { DEMO_ACCOUNTS } from '../../src/sandbox/seed/demo-data.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

const FLAGS = [
  'consolidationEnable',
  'acquirerEnable',
  'cardEnable',
  'apiEnable',
  'pixKeyEnable',
  'limitsEnable',
  'recommendationEnable',
] as const;

describe.each(backendsOf(import.meta.url))('account config and devices on $name', ({ databaseUrl }) => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof apiClient>;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    sandbox = await startTestSandbox({ databaseUrl });
    api = apiClient(sandbox.url);
    for (const holder of DEMO_ACCOUNTS) tokens.set(holder.key, (await api.signIn(holder.key)).body.access_token);
  });
  afterAll(() => sandbox.close());

  const config = (key: 'maria' | 'company' | 'ana') =>
    api.call<AccountConfig>('GET', `/api/Accounts/${holderOf(key).accountId}/Config`, { token: tokens.get(key)! });
  const menu = (answer: AccountConfig, key: string) => answer.menus.find((item) => item.key === key)?.enabled;

  test.each(DEMO_ACCOUNTS.map((holder) => [holder.key, holder] as const))(
    "%s's config has the feature flags the demo bank was seeded with",
    async (key, holder) => {
      const answer = await config(key);
      expect(answer.status).toBe(200);
      for (const flag of FLAGS) expect(answer.body[flag], flag).toBe(holder.config[flag]);
      expect(answer.body).toMatchObject({ accountId: holder.accountId, visibility: true });
    },
  );

  test('the company has every feature on, Maria cards and PIX keys without API or acquirer, Ana the fewest', async () => {
    const company = (await config('company')).body;
    const maria = (await config('maria')).body;
    const ana = (await config('ana')).body;
    expect(FLAGS.every((flag) => company[flag])).toBe(true);
    expect(maria).toMatchObject({ cardEnable: true, pixKeyEnable: true, apiEnable: false, acquirerEnable: false });
    const count = (answer: AccountConfig) => FLAGS.filter((flag) => answer[flag]).length;
    expect(count(ana)).toBeLessThan(count(maria));
  });

  test('the menus follow the flags: cards, API, consolidations and limits only where switched on', async () => {
    const ana = (await config('ana')).body;
    const company = (await config('company')).body;
    expect([menu(ana, 'card'), menu(ana, 'credentials'), menu(ana, 'consolidations'), menu(ana, 'limits')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect([menu(company, 'card'), menu(company, 'webhooks'), menu(company, 'acquirers'), menu(company, 'limits')]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(menu(ana, 'extract')).toBe(true);
  });

  test("'Indique um amigo' shows when the recommendation feature is on in the transaction config", async () => {
    for (const key of ['maria', 'ana'] as const) {
      const answer = (await config(key)).body;
      expect(answer.transactions.recommendationEnable).toBe(holderOf(key).config.recommendationEnable);
      expect(menu(answer, 'indicate')).toBe(answer.transactions.recommendationEnable);
    }
  });

  test('a change of the stored flags shows in the next config answer', async () => {
    const ana = holderOf('ana');
    await sandbox.ctx.db.query(`update accounts set config = config || '{"cardEnable": true}'::jsonb where id = $1`, [
      ana.accountId,
    ]);
    const answer = (await config('ana')).body;
    expect(answer.cardEnable).toBe(true);
    expect(menu(answer, 'card')).toBe(true);
    await sandbox.ctx.db.query(`update accounts set config = config || '{"cardEnable": false}'::jsonb where id = $1`, [
      ana.accountId,
    ]);
  });

  test("another account's config is refused as not found", async () => {
    const answer = await api.call<ErrorList>('GET', `/api/Accounts/${holderOf('company').accountId}/Config`, {
      token: tokens.get('maria')!,
    });
    expect(answer.status).toBe(404);
    expect(answer.body.errors[0]!.errorCode).toBe('AC10001');
  });

  const devices = (key: 'maria' | 'company' | 'ana', body: unknown) =>
    api.call<Device & ErrorList>('POST', `/api/Accounts/${holderOf(key).accountId}/Devices`, {
      token: tokens.get(key)!,
      json: body,
    });

  test('a new device is registered with what the browser says about itself', async () => {
    const answer = await devices('maria', {
      name: 'device-1f3a',
      os: 'Linux',
      model: 'Mozilla/5.0 (X11; Linux x86_64)',
      brand: 'Chrome',
      deviceType: 'desktop',
      token: 'push-token-1',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      accountId: holderOf('maria').accountId,
      name: 'device-1f3a',
      os: 'Linux',
      brand: 'Chrome',
      token: 'push-token-1',
    });
  });

  test('registering the same device name again updates it instead of adding another', async () => {
    const first = await devices('maria', { name: 'device-77aa', brand: 'Firefox', token: 'old' });
    const again = await devices('maria', { name: 'device-77aa', brand: 'Firefox', token: 'new' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, token: 'new', createdAt: first.body.createdAt });
    const rows = await sandbox.ctx.db.query<{ token: string }>('select token from devices where account_id = $1 and name = $2', [
      holderOf('maria').accountId,
      'device-77aa',
    ]);
    expect(rows).toEqual([{ token: 'new' }]);
  });

  test('the same device name on two accounts is two devices', async () => {
    const maria = await devices('maria', { name: 'shared-browser' });
    const ana = await devices('ana', { name: 'shared-browser' });
    expect(maria.status).toBe(201);
    expect(ana.status).toBe(201);
    expect(ana.body.id).not.toBe(maria.body.id);
  });

  test.each([
    ['without a name', { os: 'Linux' }],
    ['with an empty name', { name: '' }],
    ['with a field the bank does not know', { name: 'x', colour: 'blue' }],
    ['with a name too long', { name: 'x'.repeat(129) }],
  ])('a device %s is refused with the error list and nothing is stored', async (_case, body) => {
    const before = await sandbox.ctx.db.query('select id from devices');
    const answer = await devices('ana', body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]!.errorCode).toBe('RQ10001');
    expect(await sandbox.ctx.db.query('select id from devices')).toHaveLength(before.length);
  });

  test('a device cannot be registered on another account', async () => {
    const answer = await api.call<ErrorList>('POST', `/api/Accounts/${holderOf('maria').accountId}/Devices`, {
      token: tokens.get('ana')!,
      json: { name: 'intruder' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.errors[0]!.errorCode).toBe('AC10001');
  });
});

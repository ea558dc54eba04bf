import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AccountLimits, ErrorList, SandboxReset } from '../../src/generated/schemas.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

/** A reset seeds the whole bank again; on a busy machine that alone may take longer than a usual test. */
const RESET_TIMEOUT_MS = 120_000;

describe.each(backendsOf(import.meta.url))('the sandbox reset on $name', ({ databaseUrl }) => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof apiClient>;
  const maria = holderOf('maria');

  const balances = () =>
    sandbox.ctx.db.query<{ id: string; balance_cents: number }>('select id, balance_cents from accounts order by id');
  const count = async (table: string) =>
    (await sandbox.ctx.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ databaseUrl });
    api = apiClient(sandbox.url);
  });
  afterAll(() => sandbox.close());

  test(
    'a reset brings the seeded balances, statement and limits back after changes made straight in the database',
    async () => {
      const seededBalances = await balances();
      const seededPostings = await count('postings');
      const token = (await api.signIn('maria')).body.access_token;
      await api.call('PUT', `/api/Accounts/${maria.accountId}/Limits`, {
        token,
        json: { items: [{ product: 'PIX', dailyLimit: 10 }] },
      });
      await api.call('POST', `/api/Accounts/${maria.accountId}/Devices`, { token, json: { name: 'before-reset' } });
      await sandbox.ctx.db.query('update accounts set balance_cents = balance_cents + 123456 where id = $1', [maria.accountId]);
      await sandbox.ctx.db.query(
        'delete from postings where id in (select id from postings where account_id = $1 order by seq desc limit 3)',
        [maria.accountId],
      );

      const answer = await api.call<SandboxReset>('POST', '/api/Sandbox/Reset');
      expect(answer.status).toBe(200);
      expect(answer.body.tables).toBeGreaterThan(10);

      expect(await balances()).toEqual(seededBalances);
      expect(await count('postings')).toBe(seededPostings);
      expect(await count('devices')).toBe(0);
      const fresh = (await api.signIn('maria')).body.access_token;
      const limits = await api.call<AccountLimits>('GET', `/api/Accounts/${maria.accountId}/Limits`, { token: fresh });
      expect(limits.body.items.find((item) => item.product === 'PIX')!.dailyLimit).toBe(5000);
    },
    RESET_TIMEOUT_MS,
  );

  // One reset for the rest: a reset seeds the whole bank again, the slowest thing a test here does.
  test(
    'a reset ends every session, brings the sandbox clock back to real time, and leaves every movement balanced and each statement replaying to its balance',
    async () => {
      const token = (await api.signIn('ana')).body.access_token;
      await api.call('POST', '/api/Sandbox/Clock', { json: { advanceSeconds: 3 * 86400 } });
      expect((await api.call<{ offsetSeconds: number }>('GET', '/api/Sandbox/Clock')).body.offsetSeconds).toBe(3 * 86400);
      expect((await api.call('POST', '/api/Sandbox/Reset')).status).toBe(200);

      const answer = await api.call<ErrorList>('GET', `/api/Accounts/${holderOf('ana').accountId}/Balance`, { token });
      expect(answer.status).toBe(401);
      expect(answer.body.errors[0]!.errorCode).toBe('AU10003');
      const clock = await api.call<{ offsetSeconds: number }>('GET', '/api/Sandbox/Clock');
      expect(clock.body.offsetSeconds).toBe(0);
      expect(
        await sandbox.ctx.db.query('select movement_id from postings group by movement_id having sum(amount_cents) <> 0'),
      ).toEqual([]);
      const mismatched = await sandbox.ctx.db.query(
        `select a.id from accounts a
        where a.balance_cents <> coalesce((select sum(amount_cents) from postings p where p.account_id = a.id), 0)`,
      );
      expect(mismatched).toEqual([]);
    },
    RESET_TIMEOUT_MS,
  );
});

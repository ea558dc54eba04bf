import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Balance } from '../../src/generated/schemas.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

describe.each(backendsOf(import.meta.url))('the seeded demo bank on $name', ({ databaseUrl }) => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ databaseUrl });
  });
  afterAll(() => sandbox.close());

  test('every movement balances to zero across its postings', async () => {
    const unbalanced = await sandbox.ctx.db.query(
      'select movement_id from postings group by movement_id having sum(amount_cents) <> 0',
    );
    expect(unbalanced).toEqual([]);
    const [{ total }] = (await sandbox.ctx.db.query<{ total: number }>(
      'select coalesce(sum(balance_cents), 0)::bigint as total from accounts',
    )) as [{ total: number }];
    expect(total).toBe(0);
  });

  test("each account's postings replay, in order, to its balance", async () => {
    const accounts = await sandbox.ctx.db.query<{ id: string; balance_cents: number }>('select id, balance_cents from accounts');
    for (const account of accounts) {
      const postings = await sandbox.ctx.db.query<{ amount_cents: number; balance_after_cents: number }>(
        'select amount_cents, balance_after_cents from postings where account_id = $1 order by seq',
        [account.id],
      );
      let running = 0;
      for (const posting of postings) {
        running += posting.amount_cents;
        expect(posting.balance_after_cents).toBe(running);
      }
      expect(running).toBe(account.balance_cents);
    }
  });

  test('customers start with ninety days of statement and a balance that is never negative', async () => {
    for (const key of ['maria', 'company', 'ana'] as const) {
      const [span] = await sandbox.ctx.db.query<{ days: number; entries: number; negative: number }>(
        `select extract(day from max(executed_at) - min(executed_at))::int as days, count(*)::int as entries,
                count(*) filter (where balance_after_cents < 0)::int as negative
           from postings where account_id = $1`,
        [holderOf(key).accountId],
      );
      expect(span!.days).toBeGreaterThanOrEqual(89);
      expect(span!.entries).toBeGreaterThan(20);
      expect(span!.negative).toBe(0);
    }
  });

  test('the Balance call answers what the database holds, in reais', async () => {
    const api = apiClient(sandbox.url);
    const token = (await api.signIn('company')).body.access_token;
    const balance = await api.call<Balance>('GET', `/api/Accounts/${holderOf('company').accountId}/Balance`, { token });
    const [row] = await sandbox.ctx.db.query<{ balance_cents: number }>('select balance_cents from accounts where id = $1', [
      holderOf('company').accountId,
    ]);
    expect(Math.round(balance.body.balance * 100)).toBe(row!.balance_cents);
    expect(balance.body).toMatchObject({
      currency: 'BRL',
      branch: '0001',
      number: '654321',
      personType: 'J',
      name: 'Padaria Pão Quente',
    });
  });
});

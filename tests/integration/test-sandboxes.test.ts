import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

/**
 * What every test relies on (docs/testing.md): two sandboxes started in one run are copies of the
 * same seeded bank, and nothing one does reaches the other, in the database or in memory.
 */
describe.each(backendsOf(import.meta.url))('test sandboxes on $name', ({ databaseUrl }) => {
  let first: RunningSandbox;
  let second: RunningSandbox;
  const maria = holderOf('maria');

  const balance = async (sandbox: RunningSandbox) =>
    (
      await sandbox.ctx.db.query<{ balance_cents: number }>('select balance_cents from accounts where id = $1', [maria.accountId])
    )[0]!.balance_cents;
  const databaseOf = async (sandbox: RunningSandbox) =>
    (await sandbox.ctx.db.query<{ name: string }>('select current_database() as name'))[0]!.name;

  beforeAll(async () => {
    [first, second] = await Promise.all([startTestSandbox({ databaseUrl }), startTestSandbox({ databaseUrl })]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  test('both start from the same seeded bank, on ports of their own', async () => {
    expect(first.url).not.toBe(second.url);
    expect(await balance(first)).toBe(await balance(second));
    const postings = 'select count(*)::int as n, max(seq)::bigint as last from postings';
    expect(await first.ctx.db.query(postings)).toEqual(await second.ctx.db.query(postings));
  });

  test('a change in one database is not in the other', async () => {
    const before = await balance(second);
    await first.ctx.db.query('update accounts set balance_cents = balance_cents + 100 where id = $1', [maria.accountId]);
    expect(await balance(first)).toBe(before + 100);
    expect(await balance(second)).toBe(before);
  });

  test("one sandbox's clock and sessions are not the other's", async () => {
    const api = apiClient(first.url);
    await api.call('POST', '/api/Sandbox/Clock', { json: { advanceSeconds: 3600 } });
    const clock = await apiClient(second.url).call<{ offsetSeconds: number }>('GET', '/api/Sandbox/Clock');
    expect(clock.body.offsetSeconds).toBe(0);
    const token = (await api.signIn('maria')).body.access_token;
    expect((await api.call('GET', '/api/Authentication/Account', { token })).status).toBe(200);
    expect((await apiClient(second.url).call('GET', '/api/Authentication/Account', { token })).status).toBe(401);
  });

  if (!databaseUrl)
    test('in memory, a closed copy leaves nothing to the next one, which opens in its thread', async () => {
      // The thread of a closed copy opens the next (src/sandbox/db/pglite.ts): its named statements,
      // transactions and files must not pass from one database to the next.
      const seeded = await balance(second);
      const used = await startTestSandbox();
      await used.ctx.db.query('update accounts set balance_cents = balance_cents + 100 where id = $1', [maria.accountId]);
      expect(await balance(used)).toBe(seeded + 100);
      await used.ctx.db.query('create table left_behind (id int)');
      await used.close();

      const next = await startTestSandbox();
      try {
        // Closing the first again does nothing to the thread, which may be the next one's now.
        await used.ctx.db.close();
        // The same statement text as before: prepared again here, not run under the old database's name for it.
        expect(await balance(next)).toBe(seeded);
        expect(await next.ctx.db.query("select to_regclass('left_behind') as name")).toEqual([{ name: null }]);
        await next.ctx.db.transaction(async (sql) => {
          await sql.query('update accounts set balance_cents = balance_cents + 1 where id = $1', [maria.accountId]);
        });
        expect(await balance(next)).toBe(seeded + 1);
      } finally {
        await next.close();
      }
    });

  if (databaseUrl)
    test('on PostgreSQL each has a database of its own, dropped when it closes', async () => {
      const name = await databaseOf(first);
      expect(name).not.toBe(await databaseOf(second));
      const extra = await startTestSandbox({ databaseUrl });
      const extraName = await databaseOf(extra);
      await extra.close();
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query('select datname from pg_database where datname = any($1)', [[name, extraName]]);
        expect(rows).toEqual([{ datname: name }]);
      } finally {
        await client.end();
      }
    });
});

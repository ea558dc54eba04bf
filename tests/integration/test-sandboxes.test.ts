import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { seededCopies, startTestSandbox } from '../support/test-sandbox.ts';

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

  if (!databaseUrl)
    test("in memory, a closed sandbox's copy is put back to the seed, every row and sequence, and serves the next one", async () => {
      /**
       * Every table's rows and every sequence's position, as text to compare; not the token-signing
       * secret, which each sandbox makes its own as it starts (src/sandbox/start.ts).
       */
      const contents = async (sandbox: RunningSandbox) => {
        const { db } = sandbox.ctx;
        const tables = await db.query<{ name: string }>(
          "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
        );
        const rows: Record<string, string> = {};
        for (const { name } of tables)
          rows[name] = (
            await db.query<{ rows: string }>(
              `select coalesce(string_agg(t::text, E'\\n' order by t::text), '') as rows from "${name}" t
                where to_jsonb(t) ->> 'key' is distinct from 'token_secret'`,
            )
          )[0]!.rows;
        const sequences = await db.query(
          "select sequencename, last_value from pg_sequences where schemaname = 'public' order by sequencename",
        );
        return { rows, sequences };
      };
      const used = await startTestSandbox();
      const seeded = await contents(used);
      expect(Object.keys(seeded.rows).length).toBeGreaterThan(10);
      const api = apiClient(used.url);
      expect((await api.signIn('maria')).status).toBe(200);
      await api.call('POST', '/api/Sandbox/Clock', { json: { advanceSeconds: 7200 } });
      await used.ctx.db.query('update accounts set balance_cents = balance_cents + 100 where id = $1', [maria.accountId]);
      await used.ctx.db.query('delete from postings where seq in (select seq from postings order by seq desc limit 3)');
      for (const { sequencename } of seeded.sequences as { sequencename: string }[])
        await used.ctx.db.query('select nextval($1::regclass)', [sequencename]);
      const changed = await contents(used);
      expect(changed.rows.accounts).not.toBe(seeded.rows.accounts);
      expect(changed.rows.postings).not.toBe(seeded.rows.postings);
      expect(changed.rows.sessions).not.toBe(seeded.rows.sessions);
      expect(changed.sequences).not.toEqual(seeded.sequences);
      const secret = 'select value from sandbox_settings where key = $1';
      const [usedSecret] = await used.ctx.db.query(secret, ['token_secret']);
      const db = used.ctx.db;
      await used.close();
      // Nothing sent through the closed sandbox's handle reaches the copy, which serves the next one now.
      await expect(db.query('select 1')).rejects.toThrow('the database is closed');

      const reused = seededCopies.reused;
      const next = await startTestSandbox();
      try {
        expect(seededCopies.reused).toBe(reused + 1);
        const restored = await contents(next);
        expect(restored.sequences).toEqual(seeded.sequences);
        for (const [table, rows] of Object.entries(seeded.rows)) expect(restored.rows[table], table).toBe(rows);
        const [nextSecret] = await next.ctx.db.query(secret, ['token_secret']);
        expect(nextSecret).toBeDefined();
        expect(nextSecret).not.toEqual(usedSecret);
        const clock = await apiClient(next.url).call<{ offsetSeconds: number }>('GET', '/api/Sandbox/Clock');
        expect(clock.body.offsetSeconds).toBe(0);
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

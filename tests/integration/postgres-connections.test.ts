import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type Database } from '../../src/sandbox/db/database.ts';
import { databaseCopy } from '../support/test-sandbox.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * The sandbox's connections to a PostgreSQL server (src/sandbox/db/postgres.ts): closing the
 * database ends them all before it answers, so a test sandbox's copy can be dropped at once, and a
 * connection the server ends while it waits in the pool does not bring the process down.
 */
describe.skipIf(!databaseUrl)('connections to a PostgreSQL server', () => {
  let copy: Awaited<ReturnType<typeof databaseCopy>>;
  let admin: pg.Client;
  const backendsOf = async (pids: number[]) =>
    (await admin.query<{ pid: number }>('select pid from pg_stat_activity where pid = any($1)', [pids])).rows;
  /** Holds `size` connections of the pool at once, and answers their server processes. */
  const connectionsOf = async (db: Database, size: number) => {
    const rows = await Promise.all(
      Array.from({ length: size }, () => db.query<{ pid: number }>('select pg_backend_pid() as pid, pg_sleep(0.05)')),
    );
    return [...new Set(rows.map(([row]) => row!.pid))];
  };

  beforeAll(async () => {
    copy = await databaseCopy(databaseUrl!);
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await copy?.drop();
  });

  test('closing answers once the server has let every connection go', async () => {
    const db = await openDatabase({ databaseUrl: copy.url, dataDir: '', poolSize: 6 });
    const pids = await connectionsOf(db, 6);
    expect(pids.length).toBeGreaterThan(1);
    expect(await backendsOf(pids)).toHaveLength(pids.length);
    await db.close();
    expect(await backendsOf(pids)).toEqual([]);
  });

  test('a connection ended by the server while idle is replaced, and the process carries on', async () => {
    const db = await openDatabase({ databaseUrl: copy.url, dataDir: '', poolSize: 3 });
    try {
      const pids = await connectionsOf(db, 3);
      const { rows } = await admin.query<{ ended: boolean }>(
        'select pg_terminate_backend(pid) as ended from unnest($1::int[]) as pid',
        [pids],
      );
      expect(rows.every((row) => row.ended)).toBe(true);
      // The pool hears of the end (an error on each idle connection) and opens new ones on demand.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const [row] = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      expect(pids).not.toContain(row!.pid);
    } finally {
      await db.close();
    }
  });
});

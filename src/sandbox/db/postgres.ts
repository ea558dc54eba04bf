import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, Row, Sql } from './database.ts';

const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected
const MAX_ATTEMPTS = 8;
/** Statement texts given a name at most: beyond, a text is sent unnamed, as SQL built on the fly may be endless. */
const MAX_NAMED = 2_000;

/**
 * Every statement is sent as a named prepared statement (its name a hash of its text), so each
 * connection parses and plans it once and then only executes it: planning was most of the server's
 * work on the bank's short statements (a party's lookup: 160 µs planned each time, 23 µs prepared).
 */
const named = new Map<string, string>();
function statement(text: string, values: unknown[]): pg.QueryConfig {
  let name = named.get(text);
  if (!name && named.size < MAX_NAMED) {
    name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    named.set(text, name);
  }
  return name ? { name, text, values } : { text, values };
}

/** A prepared statement whose table changed under it (a migration by a newer process) is sent unnamed. */
const stalePlan = (error: unknown) => (error as { code?: string }).code === '0A000';

async function run<T extends Row>(runner: pg.Pool | pg.PoolClient, text: string, values: unknown[]): Promise<T[]> {
  try {
    return (await runner.query<T>(statement(text, values))).rows;
  } catch (error) {
    if (!stalePlan(error)) throw error;
    return (await runner.query<T>(text, values)).rows;
  }
}

export async function openPostgres(databaseUrl: string, poolSize = 20): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format),
    } as typeof pg.types,
  });
  // A connection the server ends while it waits in the pool (a restart, an administrator) leaves
  // the pool, which opens another for the next statement: it is no failure of the process.
  pool.on('error', () => undefined);
  /** Connections not yet closed: the pool lets one go at once, and its socket closes later. */
  const open = new Map<pg.PoolClient, Promise<void>>();
  pool.on('connect', (client) => {
    open.set(client, new Promise((closed) => client.once('end', () => closed())));
  });
  pool.on('remove', (client) => void open.delete(client));
  await pool.query('select 1');
  const wrap = (runner: pg.Pool | pg.PoolClient): Sql => ({
    query: <T extends Row>(text: string, params: unknown[] = []) => run<T>(runner, text, params),
  });
  /** A transaction's statements go to its one connection in turn, even when the work sends several together. */
  const oneAtATime = (sql: Sql): Sql => {
    let last: Promise<unknown> = Promise.resolve();
    return {
      query<T extends Row>(text: string, params?: unknown[]) {
        const next = last.then(() => sql.query<T>(text, params));
        last = next.catch(() => undefined);
        return next;
      },
    };
  };
  /** A statement on its own is a transaction of its own: retried, as a transaction is, when the server asks. */
  async function query<T extends Row>(text: string, params: unknown[] = []): Promise<T[]> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await run<T>(pool, text, params);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (!code || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      }
    }
  }

  async function transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(oneAtATime(wrap(client)));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        const code = (error as { code?: string }).code;
        if (!code || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      } finally {
        client.release();
      }
    }
  }

  return {
    kind: 'postgres',
    query,
    transaction,
    exec: async (script) => {
      await pool.query(script);
    },
    /** Answers once the server has closed every connection, so that the database can be dropped at once. */
    async close() {
      const closing = [...open.values()];
      await pool.end();
      await Promise.all(closing);
    },
  };
}

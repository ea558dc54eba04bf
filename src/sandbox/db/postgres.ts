import pg from 'pg';
import type { Database, Row, Sql } from './database.ts';

const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected
const MAX_ATTEMPTS = 8;

export async function openPostgres(databaseUrl: string, poolSize = 20): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format),
    } as typeof pg.types,
  });
  await pool.query('select 1');
  const wrap = (runner: pg.Pool | pg.PoolClient): Sql => ({
    async query<T extends Row>(text: string, params: unknown[] = []) {
      const result = await runner.query<T>(text, params);
      return result.rows;
    },
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
        return (await pool.query<T>(text, params)).rows;
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
    close: () => pool.end(),
  };
}

/** One data-access layer over the embedded PGlite and a PostgreSQL server. */
export type Row = object;

export interface Sql {
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; retried when the server reports a serialization failure or deadlock. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded database in `dataDir` is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory. */
  dataDir: string;
  /** Connections to the PostgreSQL server at most (20 unless set). */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl, options.poolSize);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir);
}

/** First row of a query, or undefined. */
export async function one<T extends Row>(sql: Sql, text: string, params?: unknown[]): Promise<T | undefined> {
  const rows = await sql.query<T>(text, params);
  return rows[0];
}

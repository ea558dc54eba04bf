import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));

/** Applies, in order, every numbered migration not applied yet. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    version text primary key, applied_at timestamptz not null default now())`);
  const applied = new Set(
    (await db.query<{ version: string }>('select version from schema_migrations')).map((row) => row.version),
  );
  const pending = readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{3}_.+\.sql$/.test(name) && !applied.has(name))
    .sort();
  for (const name of pending) {
    const script = readFileSync(MIGRATIONS_DIR + name, 'utf8');
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(script)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version) values ($1)', [name]);
    });
  }
  return pending;
}

/** Splits a migration into statements; migrations keep to plain statements ended by semicolons. */
function splitStatements(script: string): string[] {
  return script
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

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

/**
 * Splits a migration into statements at the semicolons that end them: those outside quoted text
 * and outside dollar-quoted bodies (a function's body holds semicolons of its own). Lines that are
 * comments are dropped.
 */
export function splitStatements(script: string): string[] {
  const text = script
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n');
  const statements: string[] = [];
  let start = 0;
  let dollarTag: string | null = null;
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (dollarTag) {
      if (text.startsWith(dollarTag, at)) {
        at += dollarTag.length - 1;
        dollarTag = null;
      }
    } else if (quoted) {
      if (char === "'") quoted = false;
    } else if (char === "'") {
      quoted = true;
    } else if (char === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(at))?.[0];
      if (tag) {
        dollarTag = tag;
        at += tag.length - 1;
      }
    } else if (char === ';') {
      statements.push(text.slice(start, at));
      start = at + 1;
    }
  }
  statements.push(text.slice(start));
  return statements.map((statement) => statement.trim()).filter(Boolean);
}

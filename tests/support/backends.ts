import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Backend {
  name: string;
  /** A PostgreSQL test database (each sandbox gets its own copy of the seeded template); none means PGlite. */
  databaseUrl?: string;
}

/**
 * The integration suites that run on PostgreSQL as well as on PGlite, each with the difference it
 * covers. PGlite is PostgreSQL compiled to WebAssembly behind one connection: the SQL is the same,
 * what differs is a server's concurrency (many connections, row locks, serialization failures and
 * their retries), the node-postgres driver's parsing of types (`date`, `timestamptz`, `int8`), and
 * DDL run against a server (migrations, truncate and sequences). A suite goes on this list when its
 * tests exercise one of those, not for covering more routes: every other suite runs on PGlite alone.
 * Each file name here must exist (the integration global setup checks it).
 */
export const POSTGRES_SUITES: Record<string, string> = {
  'ledger-concurrency.test.ts': 'concurrent transactions on a pool: row locks, serialization failures, retries',
  'ledger-seed.test.ts': 'the migrations and the seeded ledger on a server: int8 sums, balances replayed from postings',
  'account-services-sandbox-reset.test.ts': 'truncate ... restart identity and sequences restarted on a server',
  'account-services-limits.test.ts': 'limit rows locked for update; daily windows counted in the bank time zone',
  'money-transfers.test.ts': 'ledger postings under row locks (for no key update); scheduled settlement by date',
  'money-payments.test.ts': 'the charge and both accounts locked in one transaction; due dates',
  'money-billings.test.ts': '`date` columns read as text and compared with ::date; expiry by timestamptz',
  'money-receives.test.ts': 'reversals lock both accounts and post to the ledger',
  'cards.test.ts': 'two racing status changes of one card: one wins through the row lock',
  'card-holders.test.ts': '`date` columns (birth, closing and due dates) through the driver',
  'acquirers.test.ts': '`date` settlement days compared with ::date; sale days as timestamptz bounds of São Paulo days',
  'reports.test.ts': 'to_char(... at time zone) and day ranges in the bank time zone',
  'statement.test.ts': 'statement ranges over timestamptz in the bank time zone',
  'account-opening.test.ts':
    'documents as bytea through the driver; account numbers from a sequence; workflow steps under row locks',
  'back-office.test.ts':
    'workflow definitions as jsonb through the driver; activity stats from timestamptz differences (avg of extract(epoch)) as float8; tariff cents as int8; a decision under the instance row lock',
  'test-sandboxes.test.ts': 'each sandbox a copy of the seeded template (CREATE DATABASE ... TEMPLATE), dropped on close',
};

const postgres = process.env.TEST_DATABASE_URL;

/** Where the suite of `fileUrl` (its import.meta.url) runs: PGlite, and PostgreSQL too when listed above and TEST_DATABASE_URL is set. */
export function backendsOf(fileUrl: string): Backend[] {
  const onPostgres = postgres && path.basename(fileURLToPath(fileUrl)) in POSTGRES_SUITES;
  return [{ name: 'PGlite' }, ...(onPostgres ? [{ name: 'PostgreSQL', databaseUrl: postgres }] : [])];
}

/** Fails when a listed suite is not in tests/integration (renamed or removed). */
export function assertPostgresSuitesExist(): void {
  const folder = fileURLToPath(new URL('../integration/', import.meta.url));
  const missing = Object.keys(POSTGRES_SUITES).filter((name) => !existsSync(path.join(folder, name)));
  if (missing.length) throw new Error(`tests/support/backends.ts lists suites that do not exist: ${missing.join(', ')}`);
}

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readSandboxConfig, type SandboxConfig } from '../../src/sandbox/config.ts';
import { openDatabase, type Database } from '../../src/sandbox/db/database.ts';
import { openPglite, type PgliteDatabase } from '../../src/sandbox/db/pglite.ts';
import { prepareDatabase, startSandbox, type RunningSandbox } from '../../src/sandbox/start.ts';
import { RUN_DIR_ENV } from './run-dir.ts';

/**
 * Every test sandbox starts from the demo bank as it is just after its seed, and nothing of another
 * sandbox reaches it: the database is a copy made for it, the clock, rate limits, hub connections and
 * caches are its own process objects. The seed runs once per test run (`prepareSeededBank`, from the
 * global setups of Playwright and vitest): an image of the embedded database, and on a PostgreSQL
 * server a template database. Each sandbox then gets a copy: in memory, a copy that an earlier
 * sandbox of the process closed, its rows and sequences put back as seeded, or else the image opened
 * anew; on PostgreSQL, CREATE DATABASE ... TEMPLATE.
 */

/** The file of the seeded PGlite image, set by the global setup for the processes it starts. */
const IMAGE_ENV = 'BALCAO_TEST_SEED_IMAGE';
/** The name of the seeded PostgreSQL template database, set the same way. */
const TEMPLATE_ENV = 'BALCAO_TEST_TEMPLATE_DB';

function testConfig(options: { withSite?: boolean; databaseUrl?: string; studio?: boolean }): SandboxConfig {
  return readSandboxConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    SANDBOX_MODE: 'test',
    LOG_LEVEL: 'error',
    SITE_DIR: options.withSite ? 'dist' : '',
    ...(options.studio ? { STUDIO: '1' } : {}),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
}

/** The embedded database migrated and seeded, written out whole. */
async function seededImage(): Promise<Blob> {
  const db = await openPglite('memory://');
  try {
    await prepareDatabase(db, testConfig({}), new Date());
    return await db.image();
  } finally {
    await db.close();
  }
}

let imageOfProcess: Promise<Blob> | undefined;
/** The seeded image: the global setup's file, or one made once in this process when there is none. */
function seedImage(): Promise<Blob> {
  const file = process.env[IMAGE_ENV];
  imageOfProcess ??= file ? Promise.resolve(new Blob([readFileSync(file)])) : seededImage();
  return imageOfProcess;
}

/** An SQL identifier, quoted. */
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

// ---- PGlite: copies of the image, put back to the seed in place for the next sandbox ----

/** Where a copy keeps its seeded rows, to put them back when its sandbox closes. */
const SEED_SCHEMA = 'test_seed';
/** Closed copies kept for the next sandboxes of this process, at most. */
const KEPT_COPIES = 2;

/**
 * What the bank's schema is made of: its relations, columns, constraints, indexes, views, triggers,
 * functions, and the schemas and extensions there are. A copy whose shape is not the seed's (a test
 * created a table) is not put back but closed.
 */
const SHAPE = `
  select md5(coalesce(string_agg(part, E'\\n' order by part), '')) as shape from (
    select format('relation %s %s %s', c.oid::regclass, c.relkind,
                  case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) end) as part
      from pg_class c where c.relnamespace = 'public'::regnamespace
    union all
    select format('column %s %s %s %s %s', a.attrelid::regclass, a.attname, format_type(a.atttypid, a.atttypmod),
                  a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped
    union all
    select format('constraint %s %s', conrelid::regclass, pg_get_constraintdef(oid))
      from pg_constraint where connamespace = 'public'::regnamespace
    union all
    select format('index %s', pg_get_indexdef(i.indexrelid))
      from pg_index i join pg_class c on c.oid = i.indexrelid where c.relnamespace = 'public'::regnamespace
    union all
    select format('trigger %s', pg_get_triggerdef(oid)) from pg_trigger where not tgisinternal
    union all
    select format('function %s %s', p.oid::regprocedure, md5(p.prosrc))
      from pg_proc p where p.pronamespace = 'public'::regnamespace
    union all
    select format('schema %s', nspname) from pg_namespace
    union all
    select format('extension %s %s', extname, extversion) from pg_extension
  ) parts`;

interface SeededCopy {
  db: PgliteDatabase;
  shape: string;
  tables: string[];
  sequences: { name: string; value: number; called: boolean }[];
}

const keptCopies: SeededCopy[] = [];
/** How this process's copies came: opened from the image, or put back in place after a sandbox. */
export const seededCopies = { opened: 0, reused: 0 };

const shapeOf = async (db: Database) => (await db.query<{ shape: string }>(SHAPE))[0]!.shape;

/** Opens the image and keeps its seeded rows beside the bank's tables, in a schema of their own. */
async function openCopy(): Promise<SeededCopy> {
  const db = await openPglite('memory://', await seedImage());
  try {
    const tables = (
      await db.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)
    ).map((row) => row.name);
    const sequences = (
      await db.query<{ name: string; last: number | null; start: number }>(
        `select format('%I.%I', schemaname, sequencename) as name, last_value as last, start_value as start
           from pg_sequences where schemaname = 'public'`,
      )
    ).map(({ name, last, start }) => ({ name, value: last ?? start, called: last !== null }));
    await db.transaction(async (tx) => {
      await tx.query(`create schema ${SEED_SCHEMA}`);
      for (const table of tables) await tx.query(`create table ${SEED_SCHEMA}.${quoted(table)} as table public.${quoted(table)}`);
    });
    const shape = await shapeOf(db);
    seededCopies.opened += 1;
    return { db, shape, tables, sequences };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Every row back as seeded and every sequence where it was: the tables are emptied and filled from
 * the copy's seeded rows in one transaction, with foreign keys and triggers off while it runs (the
 * rows were consistent when kept). False when the copy's shape changed: then it is not reused.
 */
async function putBack(copy: SeededCopy): Promise<boolean> {
  if ((await shapeOf(copy.db)) !== copy.shape) return false;
  const tables = copy.tables.map((table) => `public.${quoted(table)}`);
  await copy.db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query(`truncate table ${tables.join(', ')}`);
    for (const table of copy.tables)
      await tx.query(`insert into public.${quoted(table)} select * from ${SEED_SCHEMA}.${quoted(table)}`);
    for (const sequence of copy.sequences)
      await tx.query('select setval($1::regclass, $2, $3)', [sequence.name, sequence.value, sequence.called]);
  });
  return true;
}

/**
 * A database of the seeded bank for one sandbox: a kept copy, or the image opened anew. PGlite
 * opening the 45 MB image was most of a test sandbox's start (1.8 s on a quiet machine, 5 to 8 s on
 * a loaded one); putting a closed copy's rows back takes a fraction of it. What the sandbox gets is a
 * handle of its own: once it closes, nothing sent through it reaches the copy, which may serve the
 * next sandbox by then.
 */
async function seededCopy(): Promise<Database> {
  const kept = keptCopies.pop();
  if (kept) {
    kept.db.ref();
    seededCopies.reused += 1;
  }
  const copy = kept ?? (await openCopy());
  let closed: Promise<void> | undefined;
  const gone = () => Promise.reject(new Error('the database is closed'));
  return {
    kind: copy.db.kind,
    query: (text, params) => (closed ? gone() : copy.db.query(text, params)),
    transaction: (work) => (closed ? gone() : copy.db.transaction(work)),
    exec: (script) => (closed ? gone() : copy.db.exec(script)),
    close: () => (closed ??= release(copy)),
  };
}

async function release(copy: SeededCopy): Promise<void> {
  const reusable = keptCopies.length < KEPT_COPIES && (await putBack(copy).catch(() => false));
  if (!reusable) return copy.db.close();
  copy.db.unref();
  keptCopies.push(copy);
}

// ---- PostgreSQL: one template per run, one database per sandbox ----

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(name)}`;
  return next.toString();
};
/** Copies are named <base>_<pid>_<n>, so a later run can tell which ones a dead process left. */
const COPY_NAME = /^(.*)_(\d+)_(\d+)$/;

async function admin<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Migrates and seeds `<base>_template` on the server of `baseUrl` (the database it names is only
 * connected to), and drops the copies left by test processes that are gone.
 */
async function seededTemplate(baseUrl: string, name = `${databaseName(baseUrl)}_template`): Promise<string> {
  const base = databaseName(baseUrl);
  await admin(baseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database');
    for (const { datname } of rows) {
      const copy = COPY_NAME.exec(datname);
      if (copy && copy[1] === base && !isAlive(Number(copy[2])))
        await client.query(`drop database if exists ${quoted(datname)} with (force)`);
    }
    await client.query(`drop database if exists ${quoted(name)} with (force)`);
    await client.query(`create database ${quoted(name)}`);
  });
  const db = await openDatabase({ databaseUrl: withDatabase(baseUrl, name), dataDir: '' });
  try {
    await prepareDatabase(db, testConfig({}), new Date());
  } finally {
    await db.close();
  }
  return name;
}

let templateOfProcess: Promise<string> | undefined;
let copies = 0;

/** A new database on the server of `baseUrl`, a copy of the seeded template; `drop` removes it. */
export async function databaseCopy(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const fromSetup = process.env[TEMPLATE_ENV];
  templateOfProcess ??= fromSetup
    ? Promise.resolve(fromSetup)
    : seededTemplate(baseUrl, `${databaseName(baseUrl)}_${process.pid}_0`);
  const template = await templateOfProcess;
  copies += 1;
  const name = `${databaseName(baseUrl)}_${process.pid}_${copies}`;
  await admin(baseUrl, (client) => client.query(`create database ${quoted(name)} template ${quoted(template)}`));
  return {
    url: withDatabase(baseUrl, name),
    drop: () =>
      admin(baseUrl, (client) => client.query(`drop database if exists ${quoted(name)} with (force)`)).then(() => undefined),
  };
}

/**
 * Seeds once for a whole test run: writes the PGlite image to a temporary file and, when
 * `databaseUrl` names a PostgreSQL test database, makes its template. The processes started after
 * this (Playwright and vitest workers) find both through the environment. Answers the clean-up.
 */
export async function prepareSeededBank(databaseUrl?: string): Promise<() => Promise<void>> {
  const runDir = process.env[RUN_DIR_ENV];
  const folder = runDir ?? mkdtempSync(path.join(tmpdir(), 'balcao-seed-'));
  const file = path.join(folder, 'pglite.tar');
  if (!runDir || !existsSync(file)) writeFileSync(file, Buffer.from(await (await seededImage()).arrayBuffer()));
  process.env[IMAGE_ENV] = file;
  const template = databaseUrl ? await seededTemplate(databaseUrl) : undefined;
  if (template) process.env[TEMPLATE_ENV] = template;
  return async () => {
    if (!runDir) rmSync(folder, { recursive: true, force: true });
    if (databaseUrl && template)
      await admin(databaseUrl, (client) => client.query(`drop database if exists ${quoted(template)} with (force)`));
  };
}

/**
 * A real sandbox on 127.0.0.1 at a free port, on its own copy of the seeded demo bank: in memory
 * (PGlite), or a database of its own on the PostgreSQL server of `databaseUrl` (a test database the
 * copies are named after; it is only connected to). Closing it drops the copy.
 */
export async function startTestSandbox(
  options: { withSite?: boolean; databaseUrl?: string; studio?: boolean } = {},
): Promise<RunningSandbox> {
  if (options.databaseUrl) {
    const copy = await databaseCopy(options.databaseUrl);
    const sandbox = await startSandbox(testConfig({ ...options, databaseUrl: copy.url })).catch(async (error: unknown) => {
      await copy.drop();
      throw error;
    });
    return closingConnections({
      ...sandbox,
      close: async () => {
        await sandbox.close();
        await copy.drop();
      },
    });
  }
  return closingConnections(await startSandbox(testConfig(options), { db: await seededCopy() }));
}

/**
 * A test sandbox closes at once: the connections a browser still holds to it (the tests of a worker
 * share a browser context, which outlives a spec file's sandbox) are ended, not waited for.
 */
function closingConnections(sandbox: RunningSandbox): RunningSandbox {
  return {
    ...sandbox,
    close: async () => {
      // Until the server has closed: a page's hub client may connect again meanwhile.
      const ending = setInterval(() => sandbox.app.server.closeAllConnections(), 100);
      sandbox.app.server.closeAllConnections();
      try {
        await sandbox.close();
      } finally {
        clearInterval(ending);
      }
    },
  };
}

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readSandboxConfig, type SandboxConfig } from '../../src/sandbox/config.ts';
import { openDatabase } from '../../src/sandbox/db/database.ts';
import { openPglite } from '../../src/sandbox/db/pglite.ts';
import { prepareDatabase, startSandbox, type RunningSandbox } from '../../src/sandbox/start.ts';
import { RUN_DIR_ENV } from './run-dir.ts';

/**
 * Every test sandbox starts from the demo bank as it is just after its seed, and nothing of another
 * sandbox reaches it: the database is a copy made for it, the clock, rate limits, hub connections and
 * caches are its own process objects. The seed runs once per test run (`prepareSeededBank`, from the
 * global setups of Playwright and vitest): an image of the embedded database, and on a PostgreSQL
 * server a template database. Each sandbox then opens a copy: PGlite loads the image (about 0.5 s
 * against 3 s for migrations and seed), PostgreSQL runs CREATE DATABASE ... TEMPLATE.
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

// ---- PostgreSQL: one template per run, one database per sandbox ----

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
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
  const db = await openPglite('memory://', await seedImage());
  return closingConnections(await startSandbox(testConfig(options), { db }));
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

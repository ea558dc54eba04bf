/**
 * What the load benches run: a database (a PGlite folder, or a schema of its own on the PostgreSQL
 * server of DATABASE_URL), a sandbox started as `npm run sandbox` starts it, from this checkout or
 * another one (before and after a change, in the same run), and a load generator in a process of
 * its own. Everything listens on and sends to 127.0.0.1 only, and stops by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/sandbox/db/database.ts';

export const HERE = path.resolve(import.meta.dirname, '../..');

export interface BenchDatabase {
  name: 'PGlite' | 'PostgreSQL';
  /** The environment that points a sandbox at it. */
  env: Record<string, string>;
  open(): Promise<Database>;
  /** Gone, for a fresh start. */
  drop(): Promise<void>;
}

export function pgliteDatabase(): BenchDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), 'balcao-bench-'));
  return {
    name: 'PGlite',
    env: { DATA_DIR: dir },
    open: () => openDatabase({ dataDir: dir }),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A schema of its own on the server (dropped by `drop`), first on the search path: the database's own tables are not touched. */
export async function postgresDatabase(databaseUrl: string, schema: string): Promise<BenchDatabase> {
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`drop schema if exists ${schema} cascade; create schema ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir: '' }),
    drop: () => admin(`drop schema if exists ${schema} cascade`),
  };
}

export interface BenchSandbox {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

/** `src/sandbox/main.ts` of `checkout` on 127.0.0.1, API only; resolves once it prints its address. */
export async function startBenchSandbox(checkout: string, env: Record<string, string>): Promise<BenchSandbox> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const child = spawn(path.join(checkout, 'node_modules/.bin/tsx'), ['src/sandbox/main.ts'], {
    cwd: checkout,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', SANDBOX_MODE: 'test', LOG_LEVEL: 'error', SITE_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the sandbox did not start in 180 s:\n${output}`)), 180_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox exited (${code}) before listening:\n${output}`));
    });
  });
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}

/** Runs a load generator of scripts/lib in a process of its own; answers what it wrote. */
export async function runLoad<T>(script: string, config: unknown): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'balcao-load-'));
  try {
    writeFileSync(path.join(dir, 'config.json'), JSON.stringify(config));
    const child = spawn(path.join(HERE, 'node_modules/.bin/tsx'), [path.join(HERE, 'scripts/lib', script), dir], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await exited(child);
    if (child.exitCode !== 0) throw new Error(`${script} failed (${child.exitCode ?? child.signalCode})`);
    return JSON.parse(readFileSync(path.join(dir, 'result.json'), 'utf8')) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

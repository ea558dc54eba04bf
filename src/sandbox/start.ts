import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { TokenService } from './auth/tokens.ts';
import { SandboxClock } from './clock.ts';
import type { SandboxConfig } from './config.ts';
import type { SandboxContext } from './context.ts';
import { one, openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import type { SandboxBus } from './processes/bus.ts';
import { storeClockOffset, storedClockOffset } from './processes/join-processes.ts';
import { openPostgresBus } from './processes/postgres-bus.ts';
import { seedElectronicPasswords } from './seed/electronic-passwords.ts';
import { isSeeded, seedDemoBank } from './seed/seed.ts';

export interface RunningSandbox {
  url: string;
  app: FastifyInstance;
  ctx: SandboxContext;
  seeded: boolean;
  close(): Promise<void>;
}

export interface StartOptions {
  /**
   * One of several processes sharing the port (SANDBOX_WORKERS): the first process prepared the
   * database, so this one neither migrates nor seeds, and takes the sandbox clock as it stands.
   */
  worker?: boolean;
  /** The database, already open: a copy of a prepared one (the test sandboxes). */
  db?: Database;
}

/** Connections per process, so that the processes of one sandbox stay within a server's usual 100. */
const poolSizeFor = (workers: number) => Math.max(4, Math.min(20, Math.floor(40 / workers)));

/**
 * Opens the database (or takes `options.db`), applies migrations, seeds the demo bank on first
 * start, and listens.
 */
export async function startSandbox(config: SandboxConfig, options: StartOptions = {}): Promise<RunningSandbox> {
  const db =
    options.db ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: poolSizeFor(config.workers),
    }));
  let bus: SandboxBus | undefined;
  try {
    const clock = new SandboxClock();
    let seeded = false;
    if (options.worker) clock.setOffset(await storedClockOffset(db));
    else seeded = await prepareDatabase(db, config, clock.now());
    const tokens = new TokenService(config.tokenSecret ?? (await storedTokenSecret(db)), clock);
    // On PostgreSQL other processes may serve the same bank: they talk through LISTEN/NOTIFY.
    if (config.databaseUrl) bus = await openPostgresBus(config.databaseUrl, db);
    const { app, ctx } = await buildApp({ config, db, clock, tokens, bus, sharesPort: options.worker ?? false });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    return {
      url: `http://${host}:${port}`,
      app,
      ctx,
      seeded,
      close: async () => {
        await app.close();
        await bus?.close();
        await db.close();
      },
    };
  } catch (error) {
    await bus?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}

/**
 * What a sandbox's first process does before serving: migrations, the demo bank on a first start,
 * and the sandbox clock back to real time, as every start does. Answers whether it seeded.
 */
export async function prepareDatabase(
  db: Database,
  config: Pick<SandboxConfig, 'electronicPasswordKey' | 'databaseUrl' | 'seedPasswordCost'>,
  now: Date = new SandboxClock().now(),
): Promise<boolean> {
  await migrate(db);
  const seeded = !(await isSeeded(db));
  if (seeded) {
    await seedDemoBank(db, now, config.seedPasswordCost);
    await seedElectronicPasswords(db, config.electronicPasswordKey);
  }
  if (config.databaseUrl) await storeClockOffset(db, 0);
  return seeded;
}

/** One signing secret per database, made on first start, so tokens outlive a restart. */
export async function storedTokenSecret(db: Database): Promise<string> {
  await db.query(`insert into sandbox_settings (key, value) values ('token_secret', $1) on conflict (key) do nothing`, [
    randomBytes(48).toString('base64url'),
  ]);
  const row = await one<{ value: string }>(db, `select value from sandbox_settings where key = 'token_secret'`);
  return row!.value;
}

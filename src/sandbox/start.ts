import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { TokenService } from './auth/tokens.ts';
import { SandboxClock } from './clock.ts';
import type { SandboxConfig } from './config.ts';
import type { SandboxContext } from './context.ts';
import { one, openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedElectronicPasswords } from './seed/electronic-passwords.ts';
import { isSeeded, seedDemoBank } from './seed/seed.ts';

export interface RunningSandbox {
  url: string;
  app: FastifyInstance;
  ctx: SandboxContext;
  seeded: boolean;
  close(): Promise<void>;
}

/** Applies migrations and seeds the demo bank when it is not there yet; true when it seeded. */
export async function prepareDatabase(db: Database, config: Pick<SandboxConfig, 'electronicPasswordKey'>, now: Date): Promise<boolean> {
  await migrate(db);
  if (await isSeeded(db)) return false;
  await seedDemoBank(db, now);
  await seedElectronicPasswords(db, config.electronicPasswordKey);
  return true;
}

/**
 * Opens the database (or takes `options.db`, already open: a copy of a prepared one), applies
 * migrations, seeds the demo bank on first start, and listens.
 */
export async function startSandbox(config: SandboxConfig, options: { db?: Database } = {}): Promise<RunningSandbox> {
  const db = options.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    const clock = new SandboxClock();
    const seeded = await prepareDatabase(db, config, clock.now());
    const tokens = new TokenService(config.tokenSecret ?? (await storedTokenSecret(db)), clock);
    const { app, ctx } = await buildApp({ config, db, clock, tokens });
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
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

/** One signing secret per database, made on first start, so tokens outlive a restart. */
async function storedTokenSecret(db: Database): Promise<string> {
  await db.query(`insert into sandbox_settings (key, value) values ('token_secret', $1) on conflict (key) do nothing`, [
    randomBytes(48).toString('base64url'),
  ]);
  const row = await one<{ value: string }>(db, `select value from sandbox_settings where key = 'token_secret'`);
  return row!.value;
}

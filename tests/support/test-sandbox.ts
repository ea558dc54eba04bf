import { readSandboxConfig } from '../../src/sandbox/config.ts';
import { openDatabase } from '../../src/sandbox/db/database.ts';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/start.ts';

/**
 * A real sandbox on 127.0.0.1 at a free port with a fresh database: embedded PGlite in memory, or the
 * PostgreSQL server of `databaseUrl` (which must be an empty, dedicated test database).
 */
export async function startTestSandbox(
  options: { withSite?: boolean; databaseUrl?: string; studio?: boolean } = {},
): Promise<RunningSandbox> {
  const config = readSandboxConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    SANDBOX_MODE: 'test',
    LOG_LEVEL: 'error',
    SITE_DIR: options.withSite ? 'dist' : '',
    ...(options.studio ? { STUDIO: '1' } : {}),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  if (options.databaseUrl) {
    const db = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: '' });
    await db.exec('drop schema if exists public cascade; create schema public;');
    await db.close();
  }
  return startSandbox(config);
}

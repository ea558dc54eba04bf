import { availableParallelism } from 'node:os';
import path from 'node:path';
import { PASSWORD_COST } from './auth/passwords.ts';

export type SandboxMode = 'demo' | 'test' | 'production';

/** Everything the sandbox reads from the environment (README lists each variable). */
export interface SandboxConfig {
  port: number;
  host: string;
  /** Folder of the embedded database (PGlite); `memory://` keeps it in memory. */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl: string | undefined;
  /**
   * Processes serving the one port (SANDBOX_WORKERS, docs/sandbox-processes.md): 1 on the embedded
   * PGlite, which has a single writer; on PostgreSQL one less than the machine's cores (at least
   * one) unless set, leaving a core to a server on the same machine.
   */
  workers: number;
  /** demo and test switch on the tester controls (clock, reset); production switches them off. */
  mode: SandboxMode;
  /** The built site to serve; none when absent (API only, as under `npm run dev`). */
  siteDir: string | undefined;
  /** Where the browser sends /api calls; empty means the same origin. */
  apiBaseUrl: string;
  /** Secret for signing tokens; when absent one is generated once and kept in the database. */
  tokenSecret: string | undefined;
  /**
   * Key of the electronic password's HMAC verifier (ELECTRONIC_PASSWORD_KEY), kept outside the
   * database; the default serves development and tests only, and production mode refuses to start
   * without one of its own.
   */
  electronicPasswordKey: string;
  /**
   * scrypt's cost (a power of two of N) of the seeded demo operators' passwords
   * (SEED_PASSWORD_COST): the bank's own, 17, but in test mode 12, since those passwords are printed
   * in the README and every test that signs in would spend most of a second of CPU on each check.
   * A password a person sets is always hashed at the bank's cost (src/sandbox/auth/passwords.ts).
   */
  seedPasswordCost: number;
  theme: string;
  merchantId: string;
  /** Secret that encrypts the site's browser storage (STORAGE_SECRET). */
  storageSecret: string;
  /** Browser origins allowed on the hub besides the sandbox's own (ALLOWED_ORIGINS, comma-separated). */
  allowedOrigins: string[];
  /** The zip-code service the site calls (ZIP_CODE_URL); empty means the sandbox's own /ws/{cep}/json/. */
  zipCodeUrl: string;
  /** The analyst preview at /studio on the built site (STUDIO=1). */
  studio: boolean;
  logLevel: string;
}

/** scrypt costs of the seeded passwords: the test bank's, and the range accepted (2^20 takes a 1 GiB of memory). */
const TEST_SEED_COST = 12;
const MIN_SEED_COST = 10;
const MAX_SEED_COST = 20;

/** The shortest production secret accepted: 32 characters, 256 bits of a hex or base64 key at least. */
const MIN_SECRET_LENGTH = 32;

export function readSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const mode = (env.SANDBOX_MODE ?? 'demo') as SandboxMode;
  if (!['demo', 'test', 'production'].includes(mode))
    throw new Error(`SANDBOX_MODE must be demo, test or production, not ${mode}`);
  // The development default is in the source: a production bank keys its verifiers with its own secret.
  if (mode === 'production' && (env.ELECTRONIC_PASSWORD_KEY ?? '').length < MIN_SECRET_LENGTH)
    throw new Error(
      `ELECTRONIC_PASSWORD_KEY must be set, of at least ${MIN_SECRET_LENGTH} characters, when SANDBOX_MODE is production`,
    );
  const databaseUrl = env.DATABASE_URL || undefined;
  const workers = env.SANDBOX_WORKERS ? Number(env.SANDBOX_WORKERS) : databaseUrl ? Math.max(1, availableParallelism() - 1) : 1;
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error(`SANDBOX_WORKERS must be a whole number from 1, not ${env.SANDBOX_WORKERS}`);
  if (workers > 1 && !databaseUrl)
    throw new Error('SANDBOX_WORKERS above 1 needs DATABASE_URL: the embedded PGlite has a single writer');
  const seedPasswordCost = env.SEED_PASSWORD_COST
    ? Number(env.SEED_PASSWORD_COST)
    : mode === 'test'
      ? TEST_SEED_COST
      : PASSWORD_COST;
  if (!Number.isInteger(seedPasswordCost) || seedPasswordCost < MIN_SEED_COST || seedPasswordCost > MAX_SEED_COST)
    throw new Error(
      `SEED_PASSWORD_COST must be a whole number from ${MIN_SEED_COST} to ${MAX_SEED_COST}, not ${env.SEED_PASSWORD_COST}`,
    );
  if (mode === 'production' && seedPasswordCost < PASSWORD_COST)
    throw new Error(`SEED_PASSWORD_COST must be at least ${PASSWORD_COST} when SANDBOX_MODE is production`);
  const theme = env.THEME ?? 'default';
  if (!/^[a-z0-9][a-z0-9-]*$/.test(theme)) throw new Error(`THEME must name a folder of public/themes, not ${theme}`);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? path.resolve('.data'),
    databaseUrl,
    workers,
    mode,
    siteDir: env.SITE_DIR === '' ? undefined : path.resolve(env.SITE_DIR ?? 'dist'),
    apiBaseUrl: env.API_BASE_URL ?? '',
    tokenSecret: env.TOKEN_SECRET || undefined,
    electronicPasswordKey: env.ELECTRONIC_PASSWORD_KEY || 'balcao-dev-electronic-password-key',
    seedPasswordCost,
    theme,
    merchantId: env.MERCHANT_ID ?? 'demo',
    storageSecret: env.STORAGE_SECRET ?? 'balcao-demo-storage-secret',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    zipCodeUrl: env.ZIP_CODE_URL ?? '',
    studio: env.STUDIO === '1' || env.STUDIO === 'true',
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'warn' : 'info'),
  };
}

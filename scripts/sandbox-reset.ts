/** `npm run sandbox:reset`: removes the sandbox's data so the next start seeds the demo bank again. */
import { rmSync } from 'node:fs';
import { readSandboxConfig } from '../src/sandbox/config.ts';
import { openDatabase } from '../src/sandbox/db/database.ts';

const config = readSandboxConfig();
if (config.databaseUrl) {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await db.exec('drop schema public cascade; create schema public;');
  await db.close();
  console.log('Dropped every table of the PostgreSQL database in DATABASE_URL; the next start seeds the demo bank.');
} else {
  rmSync(config.dataDir, { recursive: true, force: true });
  console.log(`Removed ${config.dataDir}; the next start seeds the demo bank.`);
}

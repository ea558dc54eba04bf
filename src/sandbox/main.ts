import cluster from 'node:cluster';
import { readSandboxConfig } from './config.ts';
import type { WorkerListening } from './processes/cluster.ts';
import { startWorkers } from './processes/cluster.ts';
import { DEMO_BANK_OPERATOR } from './seed/account-opening.ts';
import { DEMO_ACCOUNTS, DEMO_BRANCH, DEMO_PASSWORD_CHANGE_OPERATOR } from './seed/demo-data.ts';
import { startSandbox } from './start.ts';

/**
 * `npm run sandbox`: the sandbox bank on one port (scripts/start.ts builds the site first), as one
 * process, or as SANDBOX_WORKERS processes sharing the port (this file runs again in each worker).
 */
const config = readSandboxConfig();

function closeOnSignals(close: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void close().finally(() => process.exit(0));
    });
  }
}

if (cluster.isWorker) {
  const sandbox = await startSandbox(config, { worker: true });
  process.send!({ listening: sandbox.url } satisfies WorkerListening);
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= sandbox.close());
  closeOnSignals(close);
  // The primary is gone: so is the sandbox.
  process.once('disconnect', () => void close().finally(() => process.exit(0)));
} else {
  const sandbox = config.workers > 1 ? await startWorkers(config) : await startSandbox(config);
  const database = config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;

  console.log(`\nBalcão is running at ${sandbox.url}/`);
  console.log(`  database: ${database}${sandbox.seeded ? ' (demo data created)' : ''}`);
  console.log(`  mode: ${config.mode}${config.siteDir ? '' : ' (API only, no site)'}`);
  if (config.workers > 1) console.log(`  processes: ${config.workers} (SANDBOX_WORKERS)`);
  console.log('\nDemo sign-in (branch / account / operator / password):');
  for (const holder of DEMO_ACCOUNTS) {
    const account = `${holder.number.slice(0, -1)}-${holder.number.slice(-1)}`;
    console.log(
      `  ${holder.tradeName ?? holder.name}: ${DEMO_BRANCH.code} / ${account} / ${holder.operator.userName} / ${holder.operator.password}`,
    );
  }
  const changer = DEMO_ACCOUNTS.find((holder) => holder.key === DEMO_PASSWORD_CHANGE_OPERATOR.accountKey)!;
  console.log(
    `  ${changer.tradeName ?? changer.name} (must change the password at the first sign-in): ${DEMO_BRANCH.code} / ${changer.number.slice(0, -1)}-${changer.number.slice(-1)} / ${DEMO_PASSWORD_CHANGE_OPERATOR.userName} / ${DEMO_PASSWORD_CHANGE_OPERATOR.password}`,
  );
  const operator = DEMO_BANK_OPERATOR;
  console.log(
    `  ${operator.name} (the bank's operator, back office): ${DEMO_BRANCH.code} / ${operator.number.slice(0, -1)}-${operator.number.slice(-1)} / ${operator.userName} / ${operator.password}`,
  );
  console.log('');
  closeOnSignals(() => sandbox.close());
}

import { readSandboxConfig } from './config.ts';
import { DEMO_ACCOUNTS, DEMO_BRANCH, DEMO_PASSWORD_CHANGE_OPERATOR } from './seed/demo-data.ts';
import { startSandbox } from './start.ts';

/** `npm run sandbox`: the sandbox bank on one port (scripts/start.ts builds the site first). */
const config = readSandboxConfig();
const sandbox = await startSandbox(config);
const database = config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;

console.log(`\nBalcão is running at ${sandbox.url}/`);
console.log(`  database: ${database}${sandbox.seeded ? ' (demo data created)' : ''}`);
console.log(`  mode: ${config.mode}${config.siteDir ? '' : ' (API only, no site)'}`);
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
console.log('');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().finally(() => process.exit(0));
  });
}

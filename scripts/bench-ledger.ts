/**
 * `npm run bench:ledger`: approved transfers per second, and the approval call's p50 and p99, for
 * 50 concurrent clients that create and approve internal transfers over HTTP, in two workloads
 * reported apart: 3 hot accounts (every approval queues on the same rows) and 200 accounts spread.
 * The sandbox runs as `npm run sandbox` runs it (SANDBOX_WORKERS is passed on), the load generator
 * in a process of its own. Each run also measures, on the same database, the raw-SQL ceiling of one
 * transfer statement (scripts/lib/bench-ceiling.ts) and prints approved/s as a share of it; after
 * each run the ledger's invariants are checked, and a broken one fails the bench.
 *
 * PGlite always; PostgreSQL too when DATABASE_URL is set (in schemas of its own, dropped
 * afterwards). BENCH_RUNS (3) runs of BENCH_SECONDS (15) each, medians reported;
 * BENCH_WORKLOADS=hot,spread; BENCH_DATABASES=pglite,postgres; BENCH_BASELINE=<another checkout>
 * measures that checkout's sandbox in the same runs, alternating, for a before and after.
 * Writes reports/bench-ledger.json and prints a table.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { addBenchAccounts, ledgerProblems, totalCents, type BenchAccount } from './lib/bench-bank.ts';
import { transferCeiling } from './lib/bench-ceiling.ts';
import { percentile } from './lib/bench-http.ts';
import { loadAverage, machine, median, printTable, writeReport } from './lib/bench-report.ts';
import { HERE, pgliteDatabase, postgresDatabase, runLoad, startBenchSandbox, type BenchDatabase } from './lib/bench-sandbox.ts';
import type { LedgerLoadConfig, LedgerLoadResult } from './lib/ledger-load.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CEILING_SECONDS = Number(process.env.BENCH_CEILING_SECONDS ?? 5);
const WARMUP_SECONDS = 2;
const WORKLOADS = [
  { key: 'hot', name: '3 hot accounts', accounts: 3 },
  { key: 'spread', name: '200 accounts spread', accounts: 200 },
].filter((workload) => (process.env.BENCH_WORKLOADS ?? 'hot,spread').split(',').includes(workload.key));
const databaseUrl = process.env.DATABASE_URL;
const DATABASES = (process.env.BENCH_DATABASES ?? (databaseUrl ? 'pglite,postgres' : 'pglite')).split(',');
if (DATABASES.includes('postgres') && !databaseUrl) throw new Error('BENCH_DATABASES names postgres: set DATABASE_URL');
const SANDBOXES = [
  ...(process.env.BENCH_BASELINE ? [{ name: 'baseline', checkout: path.resolve(process.env.BENCH_BASELINE) }] : []),
  { name: 'current', checkout: HERE },
];
const TOKEN_SECRET = randomBytes(32).toString('base64url');
const ELECTRONIC_PASSWORD_KEY = 'balcao-bench-electronic-password-key';
const sandboxEnv = { TOKEN_SECRET, ELECTRONIC_PASSWORD_KEY };

interface Run {
  approvedPerSecond: number;
  approvalP50Ms: number;
  approvalP99Ms: number;
  transferP50Ms: number;
  ceilingPerSecond: number;
  ratio: number;
  refusals: Record<string, number>;
  problems: string[];
  loadAverage: string;
}

interface Subject {
  database: BenchDatabase;
  workload: (typeof WORKLOADS)[number];
  sandbox: (typeof SANDBOXES)[number];
  accounts: BenchAccount[];
  runs: Run[];
}

/** A database seeded by the sandbox's own first start, with the workload's companies added. */
async function prepare(kind: string, workload: (typeof WORKLOADS)[number], sandbox: (typeof SANDBOXES)[number]) {
  const database =
    kind === 'postgres' ? await postgresDatabase(databaseUrl!, `bench_ledger_${sandbox.name}_${workload.key}`) : pgliteDatabase();
  const first = await startBenchSandbox(sandbox.checkout, { ...database.env, ...sandboxEnv, SANDBOX_WORKERS: '1' });
  await first.stop();
  const db = await database.open();
  try {
    const accounts = await addBenchAccounts(db, {
      count: workload.accounts,
      tokenSecret: TOKEN_SECRET,
      electronicPasswordKey: ELECTRONIC_PASSWORD_KEY,
      fundingCents: 10_000_000_00,
    });
    return { database, workload, sandbox, accounts, runs: [] } satisfies Subject;
  } finally {
    await db.close();
  }
}

async function measure(subject: Subject): Promise<Run> {
  const db = await subject.database.open();
  let ceilingPerSecond: number;
  let before: number;
  try {
    const ids = subject.accounts.map((account) => account.accountId);
    ceilingPerSecond = await transferCeiling(db, ids, CLIENTS, CEILING_SECONDS);
    before = await totalCents(db);
  } finally {
    await db.close();
  }
  const sandbox = await startBenchSandbox(subject.sandbox.checkout, { ...subject.database.env, ...sandboxEnv });
  let result: LedgerLoadResult;
  try {
    result = await runLoad<LedgerLoadResult>('ledger-load.ts', {
      url: sandbox.url,
      clients: CLIENTS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      accounts: subject.accounts,
    } satisfies LedgerLoadConfig);
  } finally {
    await sandbox.stop();
  }
  const check = await subject.database.open();
  let problems: string[];
  try {
    problems = await ledgerProblems(check, { totalCents: before, acknowledged: result.acknowledged });
  } finally {
    await check.close();
  }
  const approvals = [...result.approvalMs].sort((a, b) => a - b);
  const transfers = [...result.transferMs].sort((a, b) => a - b);
  const approvedPerSecond = result.approved / result.seconds;
  return {
    approvedPerSecond,
    approvalP50Ms: percentile(approvals, 50),
    approvalP99Ms: percentile(approvals, 99),
    transferP50Ms: percentile(transfers, 50),
    ceilingPerSecond,
    ratio: approvedPerSecond / ceilingPerSecond,
    refusals: result.refusals,
    problems,
    loadAverage: loadAverage(),
  };
}

const startedAt = new Date();
const loadAtStart = loadAverage();
console.log(
  `bench:ledger: ${CLIENTS} clients, ${RUNS} runs of ${SECONDS} s (ceiling ${CEILING_SECONDS} s) per database and workload; ` +
    `SANDBOX_WORKERS=${process.env.SANDBOX_WORKERS ?? '(default)'}; load average ${loadAtStart}`,
);
const subjects: Subject[] = [];
let broken = false;
try {
  for (const kind of DATABASES) {
    for (const workload of WORKLOADS) {
      const group: Subject[] = [];
      for (const sandbox of SANDBOXES) group.push(await prepare(kind, workload, sandbox));
      subjects.push(...group);
      for (let run = 1; run <= RUNS; run += 1) {
        for (const subject of group) {
          const measured = await measure(subject);
          subject.runs.push(measured);
          broken ||= measured.problems.length > 0;
          console.log(
            `  ${subject.database.name} ${workload.name} ${subject.sandbox.name} run ${run}: ` +
              `${measured.approvedPerSecond.toFixed(1)} approved/s, p50 ${measured.approvalP50Ms.toFixed(0)} ms, ` +
              `p99 ${measured.approvalP99Ms.toFixed(0)} ms, ceiling ${measured.ceilingPerSecond.toFixed(0)}/s, ` +
              `invariants ${measured.problems.length ? measured.problems.join('; ') : 'ok'}, load ${measured.loadAverage}` +
              (Object.keys(measured.refusals).length ? `, refused ${JSON.stringify(measured.refusals)}` : ''),
          );
        }
      }
    }
  }
} finally {
  for (const subject of subjects) await subject.database.drop();
}

const rows = subjects.map((subject) => {
  const of = (key: keyof Run) => median(subject.runs.map((run) => run[key] as number));
  return {
    database: subject.database.name,
    workload: subject.workload.name,
    ...(SANDBOXES.length > 1 ? { sandbox: subject.sandbox.name } : {}),
    'approved/s': of('approvedPerSecond'),
    'p50 ms': of('approvalP50Ms'),
    'p99 ms': of('approvalP99Ms'),
    'ceiling/s': of('ceilingPerSecond'),
    ratio: of('ratio'),
    invariants: subject.runs.every((run) => run.problems.length === 0) ? 'ok' : 'BROKEN',
  };
});
console.log(`\nMedians of ${RUNS} runs (load average at the end ${loadAverage()}):`);
printTable(rows);
const file = writeReport('bench-ledger.json', {
  measuredAt: startedAt.toISOString(),
  machine: { ...machine(), loadAverageAtStart: loadAtStart },
  settings: {
    clients: CLIENTS,
    seconds: SECONDS,
    runs: RUNS,
    ceilingSeconds: CEILING_SECONDS,
    sandboxWorkers: process.env.SANDBOX_WORKERS ?? null,
  },
  medians: rows,
  runs: subjects.map((subject) => ({
    database: subject.database.name,
    workload: subject.workload.name,
    sandbox: subject.sandbox.name,
    runs: subject.runs,
  })),
});
console.log(`\nWrote ${path.relative(HERE, file)}`);
if (broken) {
  console.error('An invariant of the ledger was broken: see above.');
  process.exitCode = 1;
}

/**
 * `npm run bench:read`: answers per second, p50 and p99 for 200 concurrent clients, each signed in
 * to one of 200 companies, reading its balance and the first page of its statement (30 entries) in
 * turn over HTTP. The sandbox runs as `npm run sandbox` runs it (SANDBOX_WORKERS is passed on), the
 * load generator in a process of its own.
 *
 * PGlite always; PostgreSQL too when DATABASE_URL is set (in a schema of its own, dropped
 * afterwards). BENCH_RUNS (3) runs of BENCH_SECONDS (15) each, medians reported;
 * BENCH_DATABASES=pglite,postgres; BENCH_BASELINE=<another checkout> measures that checkout's
 * sandbox in the same runs, alternating. Writes reports/bench-read.json and prints a table.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { addBenchAccounts, type BenchAccount } from './lib/bench-bank.ts';
import { percentile } from './lib/bench-http.ts';
import { loadAverage, machine, median, printTable, writeReport } from './lib/bench-report.ts';
import { HERE, pgliteDatabase, postgresDatabase, runLoad, startBenchSandbox, type BenchDatabase } from './lib/bench-sandbox.ts';
import type { ReadLoadConfig, ReadLoadResult } from './lib/read-load.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ACCOUNTS = 200;
const HISTORY = 30;
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
  answersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: Record<string, number>;
  loadAverage: string;
}

interface Subject {
  database: BenchDatabase;
  sandbox: (typeof SANDBOXES)[number];
  accounts: BenchAccount[];
  runs: Run[];
}

async function prepare(kind: string, sandbox: (typeof SANDBOXES)[number]): Promise<Subject> {
  const database = kind === 'postgres' ? await postgresDatabase(databaseUrl!, `bench_read_${sandbox.name}`) : pgliteDatabase();
  const first = await startBenchSandbox(sandbox.checkout, { ...database.env, ...sandboxEnv, SANDBOX_WORKERS: '1' });
  await first.stop();
  const db = await database.open();
  try {
    const accounts = await addBenchAccounts(db, {
      count: ACCOUNTS,
      tokenSecret: TOKEN_SECRET,
      electronicPasswordKey: ELECTRONIC_PASSWORD_KEY,
      fundingCents: 1_000_000_00,
      historyPerAccount: HISTORY,
    });
    return { database, sandbox, accounts, runs: [] };
  } finally {
    await db.close();
  }
}

async function measure(subject: Subject): Promise<Run> {
  const sandbox = await startBenchSandbox(subject.sandbox.checkout, { ...subject.database.env, ...sandboxEnv });
  try {
    const result = await runLoad<ReadLoadResult>('read-load.ts', {
      url: sandbox.url,
      clients: CLIENTS,
      seconds: SECONDS,
      warmupSeconds: 2,
      accounts: subject.accounts,
    } satisfies ReadLoadConfig);
    const sorted = [...result.latencyMs].sort((a, b) => a - b);
    return {
      answersPerSecond: result.answers / result.seconds,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      failures: result.failures,
      loadAverage: loadAverage(),
    };
  } finally {
    await sandbox.stop();
  }
}

const startedAt = new Date();
const loadAtStart = loadAverage();
console.log(
  `bench:read: ${CLIENTS} clients on ${ACCOUNTS} accounts, ${RUNS} runs of ${SECONDS} s per database; ` +
    `SANDBOX_WORKERS=${process.env.SANDBOX_WORKERS ?? '(default)'}; load average ${loadAtStart}`,
);
const subjects: Subject[] = [];
try {
  for (const kind of DATABASES) {
    const group: Subject[] = [];
    for (const sandbox of SANDBOXES) group.push(await prepare(kind, sandbox));
    subjects.push(...group);
    for (let run = 1; run <= RUNS; run += 1) {
      for (const subject of group) {
        const measured = await measure(subject);
        subject.runs.push(measured);
        console.log(
          `  ${subject.database.name} ${subject.sandbox.name} run ${run}: ${measured.answersPerSecond.toFixed(0)} answers/s, ` +
            `p50 ${measured.p50Ms.toFixed(1)} ms, p99 ${measured.p99Ms.toFixed(1)} ms, load ${measured.loadAverage}` +
            (Object.keys(measured.failures).length ? `, failed ${JSON.stringify(measured.failures)}` : ''),
        );
      }
    }
  }
} finally {
  for (const subject of subjects) await subject.database.drop();
}

const rows = subjects.map((subject) => {
  const of = (key: 'answersPerSecond' | 'p50Ms' | 'p99Ms') => median(subject.runs.map((run) => run[key]));
  return {
    database: subject.database.name,
    ...(SANDBOXES.length > 1 ? { sandbox: subject.sandbox.name } : {}),
    'answers/s': of('answersPerSecond'),
    'p50 ms': of('p50Ms'),
    'p99 ms': of('p99Ms'),
  };
});
console.log(`\nMedians of ${RUNS} runs (load average at the end ${loadAverage()}):`);
printTable(rows);
const file = writeReport('bench-read.json', {
  measuredAt: startedAt.toISOString(),
  machine: { ...machine(), loadAverageAtStart: loadAtStart },
  settings: {
    clients: CLIENTS,
    accounts: ACCOUNTS,
    seconds: SECONDS,
    runs: RUNS,
    sandboxWorkers: process.env.SANDBOX_WORKERS ?? null,
  },
  medians: rows,
  runs: subjects.map((subject) => ({ database: subject.database.name, sandbox: subject.sandbox.name, runs: subject.runs })),
});
console.log(`\nWrote ${path.relative(HERE, file)}`);

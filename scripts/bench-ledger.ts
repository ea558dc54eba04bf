/**
 * `npm run bench:ledger`: approved transfers per second and approval latency (p50, p99) for 50
 * concurrent clients creating and approving internal transfers among the demo accounts over HTTP,
 * on the embedded PGlite and, when DATABASE_URL is set, on that PostgreSQL server (inside a schema
 * of its own, bench_ledger, dropped afterwards: the database's own tables are not touched).
 * Bounded: BENCH_TRANSFERS transfers (default 1000) or BENCH_SECONDS seconds (default 60) per
 * database, whichever comes first. The sandbox listens on 127.0.0.1 and stops by itself.
 */
import pg from 'pg';
import { readSandboxConfig } from '../src/sandbox/config.ts';
import { DEMO_ACCOUNTS } from '../src/sandbox/seed/demo-data.ts';
import { startSandbox } from '../src/sandbox/start.ts';

const CLIENTS = 50;
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const BENCH_SCHEMA = 'bench_ledger';

interface Result {
  approved: number;
  seconds: number;
  latencies: number[];
}

async function post(url: string, token: string, json: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signIn(base: string, holder: (typeof DEMO_ACCOUNTS)[number]): Promise<string> {
  const response = await fetch(`${base}/api/Authentication/Account/${holder.accountId}/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ operator: holder.operator.userName, password: holder.operator.password, expires: '3600' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function run(databaseUrl: string | undefined): Promise<Result> {
  const sandbox = await startSandbox(
    readSandboxConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SANDBOX_MODE: 'test',
      LOG_LEVEL: 'error',
      SITE_DIR: '',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
  );
  try {
    const base = sandbox.url;
    // One session per holder, shared by the clients; each proves its password once before timing starts.
    const sessions = await Promise.all(DEMO_ACCOUNTS.map((holder) => signIn(base, holder)));
    const transfer = async (index: number, token: string) => {
      const from = DEMO_ACCOUNTS[index % DEMO_ACCOUNTS.length]!;
      const to = DEMO_ACCOUNTS[(index + 1) % DEMO_ACCOUNTS.length]!;
      const created = await post(`${base}/api/Transactions/Transfers`, token, {
        accountId: from.accountId,
        type: 'INTERNAL',
        amount: 0.01,
        receiver: { branch: '0001', account: to.number },
      });
      const started = performance.now();
      const approved = await post(`${base}/api/Transactions/Transfers/${String(created.body.id)}/Approval`, token, {
        approved: true,
        password: from.operator.password,
      });
      return { ok: approved.status === 200 && approved.body.status === 'COMPLETED', ms: performance.now() - started };
    };
    await Promise.all(sessions.map((token, index) => transfer(index, token)));

    const latencies: number[] = [];
    let started = 0;
    let approved = 0;
    const deadline = performance.now() + SECONDS * 1000;
    const begin = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        const holder = client % DEMO_ACCOUNTS.length;
        while (started < TRANSFERS && performance.now() < deadline) {
          started += 1;
          const outcome = await transfer(holder, sessions[holder]!);
          latencies.push(outcome.ms);
          if (outcome.ok) approved += 1;
        }
      }),
    );
    return { approved, seconds: (performance.now() - begin) / 1000, latencies };
  } finally {
    await sandbox.close();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function report(name: string, result: Result): void {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(11)} ${String(result.approved).padStart(5)} approved in ${result.seconds.toFixed(1)} s: ` +
      `${(result.approved / result.seconds).toFixed(1)} approved transfers/s; approval latency ` +
      `p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`,
  );
}

/** The server's URL with the bench schema first on the search path, and a clean schema to fill. */
async function benchSchemaUrl(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`drop schema if exists ${BENCH_SCHEMA} cascade`);
  await client.query(`create schema ${BENCH_SCHEMA}`);
  await client.end();
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${BENCH_SCHEMA}`);
  return url.toString();
}

async function dropBenchSchema(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`drop schema if exists ${BENCH_SCHEMA} cascade`);
  await client.end();
}

console.log(`bench:ledger: ${CLIENTS} concurrent clients, up to ${TRANSFERS} internal transfers or ${SECONDS} s per database`);
report('PGlite', await run(undefined));
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  try {
    report('PostgreSQL', await run(await benchSchemaUrl(databaseUrl)));
  } finally {
    await dropBenchSchema(databaseUrl);
  }
} else {
  console.log('PostgreSQL  skipped: set DATABASE_URL to a server to measure it too');
}

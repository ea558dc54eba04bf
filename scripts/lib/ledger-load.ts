/**
 * The load generator of bench:ledger, in a process of its own: `clients` concurrent clients, each
 * creating an internal transfer of R$ 0,01 between two accounts picked at random and approving it
 * with the electronic password, for `seconds` after a short warm-up. Each create carries an
 * Idempotency-Key of its own, as the site's transfer form sends one with every attempt. Writes the approvals it saw
 * acknowledged (200, COMPLETED), their latencies, and the answers that were not.
 * Usage: tsx scripts/lib/ledger-load.ts <folder holding config.json>; writes result.json there.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_PASSWORD, type BenchAccount } from './bench-bank.ts';
import { benchClient } from './bench-http.ts';

export interface LedgerLoadConfig {
  url: string;
  clients: number;
  seconds: number;
  warmupSeconds: number;
  accounts: BenchAccount[];
}

export interface LedgerLoadResult {
  seconds: number;
  approved: number;
  /** Approval call latencies of the timed window, ms. */
  approvalMs: number[];
  /** Create and approve together, ms. */
  transferMs: number[];
  /** Every approval answered 200 COMPLETED, warm-up included: the invariants check looks for each. */
  acknowledged: string[];
  /** Answers that were not a success, by `create 422 LD10001` and the like. */
  refusals: Record<string, number>;
}

const folder = process.argv[2]!;
const config = JSON.parse(readFileSync(path.join(folder, 'config.json'), 'utf8')) as LedgerLoadConfig;
const client = benchClient(config.url, config.clients);
const { accounts } = config;

const result: LedgerLoadResult = { seconds: 0, approved: 0, approvalMs: [], transferMs: [], acknowledged: [], refusals: {} };
const refuse = (step: string, status: number, body: Record<string, unknown>) => {
  const code = (body.errors as { errorCode?: string }[] | undefined)?.[0]?.errorCode ?? String(body.status ?? '');
  const key = `${step} ${status} ${code}`.trim();
  result.refusals[key] = (result.refusals[key] ?? 0) + 1;
};

let timing = false;
async function oneTransfer(): Promise<void> {
  const payerAt = Math.floor(Math.random() * accounts.length);
  const receiverAt = (payerAt + 1 + Math.floor(Math.random() * (accounts.length - 1))) % accounts.length;
  const payer = accounts[payerAt]!;
  const started = performance.now();
  const created = await client.call(
    'POST',
    '/api/Transactions/Transfers',
    payer.token,
    {
      accountId: payer.accountId,
      type: 'INTERNAL',
      amount: 0.01,
      receiver: { branch: '0001', account: accounts[receiverAt]!.number },
    },
    { 'idempotency-key': randomUUID() },
  );
  if (created.status !== 200) return refuse('create', created.status, created.body);
  const approving = performance.now();
  const approved = await client.call('POST', `/api/Transactions/Transfers/${String(created.body.id)}/Approval`, payer.token, {
    approved: true,
    password: BENCH_PASSWORD,
  });
  const finished = performance.now();
  if (approved.status !== 200 || approved.body.status !== 'COMPLETED') return refuse('approve', approved.status, approved.body);
  result.acknowledged.push(String(created.body.id));
  if (!timing) return;
  result.approved += 1;
  result.approvalMs.push(finished - approving);
  result.transferMs.push(finished - started);
}

const warmupEnds = performance.now() + config.warmupSeconds * 1000;
const deadline = warmupEnds + config.seconds * 1000;
let begin = 0;
await Promise.all(
  Array.from({ length: config.clients }, async () => {
    while (performance.now() < deadline) {
      if (!timing && performance.now() >= warmupEnds) {
        timing = true;
        begin = performance.now();
      }
      try {
        await oneTransfer();
      } catch (error) {
        refuse('network', 0, { status: (error as Error).message });
      }
    }
  }),
);
result.seconds = (performance.now() - begin) / 1000;
client.close();
writeFileSync(path.join(folder, 'result.json'), JSON.stringify(result));

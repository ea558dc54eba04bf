/**
 * The load generator of bench:read, in a process of its own: `clients` concurrent clients, each
 * signed in to one account, reading its balance and the first page of its statement in turn, for
 * `seconds` after a short warm-up. Writes the answers counted, their latencies and the failures.
 * Usage: tsx scripts/lib/read-load.ts <folder holding config.json>; writes result.json there.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchAccount } from './bench-bank.ts';
import { benchClient } from './bench-http.ts';

export interface ReadLoadConfig {
  url: string;
  clients: number;
  seconds: number;
  warmupSeconds: number;
  accounts: BenchAccount[];
}

export interface ReadLoadResult {
  seconds: number;
  answers: number;
  latencyMs: number[];
  failures: Record<string, number>;
}

const folder = process.argv[2]!;
const config = JSON.parse(readFileSync(path.join(folder, 'config.json'), 'utf8')) as ReadLoadConfig;
const client = benchClient(config.url, config.clients);
const result: ReadLoadResult = { seconds: 0, answers: 0, latencyMs: [], failures: {} };

const warmupEnds = performance.now() + config.warmupSeconds * 1000;
const deadline = warmupEnds + config.seconds * 1000;
let begin = 0;
await Promise.all(
  Array.from({ length: config.clients }, async (_, at) => {
    const account = config.accounts[at % config.accounts.length]!;
    const paths = [`/api/Accounts/${account.accountId}/Balance`, `/api/Accounts/${account.accountId}/Transactions?pageSize=20`];
    for (let call = at; performance.now() < deadline; call += 1) {
      const started = performance.now();
      const timed = started >= warmupEnds;
      if (timed && begin === 0) begin = started;
      const answer = await client
        .call('GET', paths[call % 2]!, account.token)
        .catch((error: Error) => ({ status: 0, body: { error: error.message } }));
      if (answer.status !== 200) {
        const key = `${paths[call % 2]!.includes('Balance') ? 'balance' : 'statement'} ${answer.status}`;
        result.failures[key] = (result.failures[key] ?? 0) + 1;
      } else if (timed) {
        result.answers += 1;
        result.latencyMs.push(performance.now() - started);
      }
    }
  }),
);
result.seconds = (performance.now() - begin) / 1000;
client.close();
writeFileSync(path.join(folder, 'result.json'), JSON.stringify(result));

import { openDatabase, type Database } from '../../src/sandbox/db/database.ts';
import { totalCents } from '../../src/sandbox/ledger/ledger-invariants.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { startSandboxProcess, type SandboxProcess } from '../support/sandbox-process.ts';
import { databaseCopy, startTestSandbox } from '../support/test-sandbox.ts';

/** What the money suites share: a sandbox, HTTP with any header, and reads of the ledger. */
export type ErrorList = { errors: { message: string; errorCode: string }[] };
export type HolderKey = 'maria' | 'company' | 'ana';

export interface Reply<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface MoneyBank {
  sandbox: RunningSandbox;
  accountOf(key: HolderKey): string;
  /** One session per holder, opened on first use; it lasts a day, so moving the sandbox clock keeps it. */
  tokenOf(key: HolderKey): Promise<string>;
  /** A new session of its own. */
  signIn(key: HolderKey): Promise<string>;
  /** Moves the sandbox clock forward; sessions older than a day are opened again. */
  advanceClock(seconds: number): Promise<void>;
  // Answers are checked with expect(), field by field, rather than by the type checker.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call<T = any>(
    method: string,
    path: string,
    options?: { token?: string; as?: HolderKey; json?: unknown; headers?: Record<string, string> },
  ): Promise<Reply<T>>;
  balanceCents(accountId: string): Promise<number>;
  postingsOf(accountId: string, since?: number): Promise<PostingRow[]>;
  lastSeq(): Promise<number>;
  totalCents(): Promise<number>;
  close(): Promise<void>;
}

export interface PostingRow {
  seq: number;
  amount_cents: number;
  balance_after_cents: number;
  entity: string;
  description: string;
  metadata: Record<string, unknown> | null;
  relation_id: string | null;
  can_reverse: boolean;
}

export async function openMoneyBank(databaseUrl?: string): Promise<MoneyBank> {
  const sandbox = await startTestSandbox({ databaseUrl });
  const api = apiClient(sandbox.url);
  const tokens = new Map<HolderKey, Promise<string>>();
  const signIn = (key: HolderKey) => api.signIn(key, { expires: 86_400 }).then((answer) => answer.body.access_token);
  const tokenOf = (key: HolderKey) => {
    if (!tokens.has(key)) tokens.set(key, signIn(key));
    return tokens.get(key)!;
  };
  const db = sandbox.ctx.db;
  return {
    sandbox,
    accountOf: (key) => holderOf(key).accountId,
    tokenOf,
    signIn,
    async advanceClock(seconds) {
      await fetch(`${sandbox.url}/api/Sandbox/Clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceSeconds: seconds }),
      });
      if (seconds >= 3600) tokens.clear();
    },
    async call(method, path, options = {}) {
      const token = options.token ?? (options.as ? await tokenOf(options.as) : undefined);
      const headers: Record<string, string> = { ...options.headers };
      if (token) headers.authorization = `Bearer ${token}`;
      let body: string | undefined;
      if (options.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.json);
      }
      const response = await fetch(sandbox.url + path, { method, headers, body });
      const type = response.headers.get('content-type') ?? '';
      const parsed = type.includes('json')
        ? await response.json()
        : type.startsWith('image/') || type.includes('pdf')
          ? Buffer.from(await response.arrayBuffer())
          : await response.text();
      return { status: response.status, body: parsed, headers: response.headers };
    },
    async balanceCents(accountId) {
      const [row] = await db.query<{ balance_cents: number }>('select balance_cents from accounts where id = $1', [accountId]);
      return row!.balance_cents;
    },
    postingsOf: (accountId, since = 0) =>
      db.query<PostingRow>(
        `select seq, amount_cents, balance_after_cents, entity, description, metadata, relation_id, can_reverse
           from postings where account_id = $1 and seq > $2 order by seq`,
        [accountId, since],
      ),
    async lastSeq() {
      const [row] = await db.query<{ seq: number }>('select coalesce(max(seq), 0)::bigint as seq from postings');
      return row!.seq;
    },
    async totalCents() {
      const [row] = await db.query<{ total: number }>('select coalesce(sum(balance_cents), 0)::bigint as total from accounts');
      return row!.total;
    },
    close: () => sandbox.close(),
  };
}

/** The approval method the bank asks for (merchant configuration methodApproveTransaction). */
export async function setApprovalMethod(bank: MoneyBank, method: 'PASSWORD' | 'TOKEN' | 'PASSWORD_TOKEN'): Promise<void> {
  await bank.sandbox.ctx.db.query(
    `update merchants set configuration = jsonb_set(configuration, '{methodApproveTransaction}', to_jsonb($1::text))`,
    [method],
  );
}

/** The six digits of the newest token message in the account's inbox. */
export async function tokenFromInbox(bank: MoneyBank, key: HolderKey): Promise<string> {
  const inbox = await bank.call<{ items: { title: string; text: string }[] }>(
    'GET',
    `/api/Accounts/${bank.accountOf(key)}/Messages?read=false`,
    { as: key },
  );
  const message = inbox.body.items.find((item) => item.title === 'Token de validação');
  return /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? '';
}

/** The bank as `npm run sandbox` serves it, in processes of its own; its checks read the database directly. */
export interface ProcessBank {
  url: string;
  processes: SandboxProcess;
  db: Database;
  accountOf(key: HolderKey): string;
  signIn(key: HolderKey): Promise<string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call<T = any>(method: string, path: string, options?: { token?: string; json?: unknown }): Promise<Reply<T>>;
  totalCents(): Promise<number>;
  close(): Promise<void>;
}

/**
 * A fresh demo bank on the PostgreSQL database of `databaseUrl` (an empty, dedicated test
 * database), served by `workers` processes sharing one port (SANDBOX_WORKERS).
 */
export async function openProcessBank(databaseUrl: string, workers: number): Promise<ProcessBank> {
  // The processes serve a copy of the seeded bank of their own, dropped at the end.
  const copy = await databaseCopy(databaseUrl);
  const processes = await startSandboxProcess(copy.url, workers);
  const db = await openDatabase({ databaseUrl: copy.url, dataDir: '', poolSize: 4 });
  const api = apiClient(processes.url);
  return {
    url: processes.url,
    processes,
    db,
    accountOf: (key) => holderOf(key).accountId,
    signIn: (key) => api.signIn(key, { expires: 86_400 }).then((answer) => answer.body.access_token),
    call: (method, path, options = {}) => api.call(method, path, options),
    totalCents: () => totalCents(db),
    async close() {
      await processes.stop();
      await db.close();
      await copy.drop();
    },
  };
}

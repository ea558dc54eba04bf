/**
 * The bank the load benches run against: companies added to a seeded sandbox database with plain
 * SQL (so a sandbox of another checkout, with the same tables, can be measured too), funded by
 * balanced movements from settlement, each with an open session and an access token, and the
 * ledger's invariants checked after a run.
 */
import { randomUUID } from 'node:crypto';
import { LIMIT_PERIODS, LIMIT_POLICY, LIMIT_PRODUCTS } from '../../src/sandbox/account-services/limit-rules.ts';
import { electronicPasswordDigest } from '../../src/sandbox/auth/electronic-password-digest.ts';
import { hashPassword } from '../../src/sandbox/auth/passwords.ts';
import { TokenService } from '../../src/sandbox/auth/tokens.ts';
import { SandboxClock } from '../../src/sandbox/clock.ts';
import type { Database } from '../../src/sandbox/db/database.ts';
export { ledgerProblems, totalCents } from '../../src/sandbox/ledger/ledger-invariants.ts';
import { DEMO_BRANCH, DEMO_MERCHANT, INTERNAL_ACCOUNTS } from '../../src/sandbox/seed/demo-data.ts';

export const BENCH_PASSWORD = '135790';

export interface BenchAccount {
  accountId: string;
  /** Account number as a transfer's receiver names it. */
  number: string;
  token: string;
}

export interface BenchBankOptions {
  count: number;
  tokenSecret: string;
  electronicPasswordKey: string;
  /** Money each account starts with, in cents. */
  fundingCents: number;
  /** Movements from settlement each account receives first, so its statement has pages to read. */
  historyPerAccount?: number;
}

/** A CNPJ with valid check digits, different for every index. */
function cnpj(index: number): string {
  const base = `7${String(index).padStart(7, '0')}0001`;
  const digit = (digits: string, weights: number[]) => {
    const sum = [...digits].reduce((total, char, at) => total + Number(char) * weights[at]!, 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = digit(base + first, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${first}${second}`;
}

/** Adds `count` companies with a user, limits, money and an open session each; answers their tokens. */
export async function addBenchAccounts(db: Database, options: BenchBankOptions): Promise<BenchAccount[]> {
  const now = new Date();
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const tokens = new TokenService(options.tokenSecret, new SandboxClock());
  const existing = await db.query<{ n: number }>(`select count(*)::int as n from users where user_name like 'carga%'`);
  const offset = existing[0]!.n;
  const rows = Array.from({ length: options.count }, (_, at) => {
    const index = offset + at + 1;
    return {
      index,
      personId: randomUUID(),
      accountId: randomUUID(),
      userId: randomUUID(),
      sessionId: randomUUID(),
      number: `8${String(index).padStart(5, '0')}`,
      taxId: cnpj(index),
    };
  });
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into people (id, person_type, tax_id, name, created_at, updated_at)
       select id, 'J', tax_id, 'Empresa de Carga ' || n, $4, $4 from unnest($1::uuid[], $2::text[], $3::int[]) as t(id, tax_id, n)`,
      [column('personId'), column('taxId'), column('index'), now],
    );
    await tx.query(
      `insert into accounts (id, merchant_id, branch_id, person_id, kind, number, created_at, updated_at)
       select id, $4, $5, person_id, 'CUSTOMER', number, $6, $6
         from unnest($1::uuid[], $2::uuid[], $3::text[]) as t(id, person_id, number)`,
      [column('accountId'), column('personId'), column('number'), DEMO_MERCHANT.id, DEMO_BRANCH.id, now],
    );
    await tx.query(
      `insert into users (id, account_id, person_id, user_name, name, password_hash, electronic_password_digest, created_at, updated_at)
       select id, account_id, person_id, 'carga' || n, 'Operador de Carga ' || n, $5, digest, $7, $7
         from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[], $6::text[]) as t(id, account_id, person_id, n, digest)`,
      [
        column('userId'),
        column('accountId'),
        column('personId'),
        column('index'),
        passwordHash,
        rows.map((row) => electronicPasswordDigest(options.electronicPasswordKey, row.userId, passwordHash, BENCH_PASSWORD)),
        now,
      ],
    );
    const limits = LIMIT_PRODUCTS.flatMap((product) =>
      LIMIT_PERIODS.map((period) => ({ product, period, cents: LIMIT_POLICY.J[product].initial[period] })),
    );
    await tx.query(
      `insert into account_limits (account_id, product, period, amount_cents, updated_at)
       select a.id, l.product, l.period, l.cents, $5
         from unnest($1::uuid[]) as a(id), unnest($2::text[], $3::text[], $4::bigint[]) as l(product, period, cents)`,
      [
        column('accountId'),
        limits.map((limit) => limit.product),
        limits.map((limit) => limit.period),
        limits.map((limit) => limit.cents),
        now,
      ],
    );
    await tx.query(
      `insert into sessions (id, user_id, account_id, created_at) select * from unnest($1::uuid[], $2::uuid[], $3::uuid[]) as t, (select $4::timestamptz) c`,
      [column('sessionId'), column('userId'), column('accountId'), now],
    );
    await fund(tx, column('accountId'), options.fundingCents, options.historyPerAccount ?? 1, now);
  });
  return Promise.all(
    rows.map(async (row) => ({
      accountId: row.accountId,
      number: row.number,
      token: await tokens.sign(
        { scope: 'user', merchantId: DEMO_MERCHANT.id, accountId: row.accountId, userId: row.userId, sessionId: row.sessionId },
        6 * 3600,
      ),
    })),
  );
}

/** Balanced movements from settlement (which may go negative) into each account, as the ledger writes them. */
async function fund(tx: Pick<Database, 'query'>, accountIds: string[], totalCents: number, movementsEach: number, now: Date) {
  const settlement = INTERNAL_ACCOUNTS.settlement.id;
  const [row] = await tx.query<{ balance_cents: number }>('select balance_cents from accounts where id = $1 for update', [
    settlement,
  ]);
  let settlementBalance = row!.balance_cents;
  const movements: string[] = [];
  const postings: { movement: string; account: string; amount: number; after: number; at: Date }[] = [];
  const balances = new Map(accountIds.map((id) => [id, 0]));
  for (let round = 0; round < movementsEach; round += 1) {
    // Spread over the last days, oldest first, so the statement reads as a history.
    const at = new Date(now.getTime() - (movementsEach - round) * 3_600_000);
    for (const accountId of accountIds) {
      const amount = Math.floor(totalCents / movementsEach) + (round === 0 ? totalCents % movementsEach : 0);
      const movement = randomUUID();
      movements.push(movement);
      const after = balances.get(accountId)! + amount;
      balances.set(accountId, after);
      settlementBalance -= amount;
      postings.push({ movement, account: accountId, amount, after, at });
      postings.push({ movement, account: settlement, amount: -amount, after: settlementBalance, at });
    }
  }
  const atOf = new Map(postings.map((posting) => [posting.movement, posting.at]));
  await tx.query(
    `insert into movements (id, entity, description, executed_at, created_at)
     select id, 'TRANSFER_EXTERNAL', 'TED recebida - Aporte de carga', at, at from unnest($1::uuid[], $2::timestamptz[]) as t(id, at)`,
    [movements, movements.map((id) => atOf.get(id))],
  );
  await tx.query(
    `insert into postings (id, movement_id, account_id, amount_cents, balance_after_cents, description, entity, executed_at)
     select gen_random_uuid(), movement, account, amount, after, 'TED recebida - Aporte de carga', 'TRANSFER_EXTERNAL', at
       from unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::bigint[], $5::timestamptz[]) with ordinality
            as t(movement, account, amount, after, at, n)
      order by n`,
    [
      postings.map((posting) => posting.movement),
      postings.map((posting) => posting.account),
      postings.map((posting) => posting.amount),
      postings.map((posting) => posting.after),
      postings.map((posting) => posting.at),
    ],
  );
  await tx.query(
    `update accounts a set balance_cents = t.balance from unnest($1::uuid[], $2::bigint[]) as t(id, balance) where a.id = t.id`,
    [
      [...balances.keys(), settlement],
      [...balances.values(), settlementBalance],
    ],
  );
}

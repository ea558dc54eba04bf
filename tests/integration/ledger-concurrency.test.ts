import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sql } from '../../src/sandbox/db/database.ts';
import { backendsOf } from '../support/backends.ts';
import { openMoneyBank, openProcessBank, type HolderKey, type MoneyBank } from './money-harness.ts';

const CLIENTS = 50;
const TRANSFERS_PER_CLIENT = 41;
const HOLDERS: HolderKey[] = ['maria', 'company', 'ana'];
const ACCOUNT_NUMBERS: Record<HolderKey, string> = { maria: '123456', company: '654321', ana: '777777' };
const PASSWORDS: Record<HolderKey, string> = { maria: '246810', company: '135791', ana: '112233' };

/** What the test needs of a bank, served in this process or by processes of its own. */
type LedgerBank = Pick<MoneyBank, 'accountOf' | 'signIn' | 'totalCents' | 'close'> & {
  db: Sql;
  call: (
    method: string,
    path: string,
    options: { token: string; json?: object },
  ) => Promise<{ status: number; body: Record<string, unknown> }>;
};

/** Both databases in this process, and PostgreSQL served by two processes on one port (SANDBOX_WORKERS=2). */
const SERVED = [
  ...backendsOf(import.meta.url).map((backend) => ({ ...backend, workers: 0 })),
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'PostgreSQL with 2 processes', databaseUrl: process.env.TEST_DATABASE_URL, workers: 2 }]
    : []),
];

async function openLedgerBank(databaseUrl: string | undefined, workers: number): Promise<LedgerBank> {
  if (workers > 1) return openProcessBank(databaseUrl!, workers);
  const bank = await openMoneyBank(databaseUrl);
  return { ...bank, db: bank.sandbox.ctx.db, call: (method, path, options) => bank.call(method, path, options) };
}

/** What the clients saw for one transfer. */
interface Outcome {
  approved: number;
  cancelled: number;
}

/**
 * 50 clients create and approve at least 2,000 internal transfers among the demo accounts, over
 * HTTP; a quarter of the approvals race a duplicate approval, a quarter race a cancel, and a quarter
 * are approved and then hit by a late approval and a late cancel. The clients share one session per
 * holder, like tabs of one browser: a sign-in costs a scrypt run of about 0.1 s on a free core and
 * several times that on a busy one, so 50 sign-ins would take the time the transfers need. Each
 * session proves its electronic password with scrypt at its first approval; later approvals check
 * against the session's proof (docs/sandbox-money.md, "Electronic password").
 */
describe.each(SERVED)('the ledger under 50 concurrent clients on $name', ({ databaseUrl, workers }) => {
  let bank: LedgerBank;
  let totalBefore: number;
  const outcomes = new Map<string, Outcome>();
  let created = 0;

  beforeAll(async () => {
    bank = await openLedgerBank(databaseUrl, workers);
    totalBefore = await bank.totalCents();
  });
  afterAll(() => bank.close());

  async function client(index: number, token: string, holder: HolderKey): Promise<void> {
    let seed = index + 1;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const others = HOLDERS.filter((key) => key !== holder);
    const call = (method: string, path: string, json?: object) => bank.call(method, path, { token, json });
    const approve = async (id: string) => {
      const answer = await call('POST', `/api/Transactions/Transfers/${id}/Approval`, {
        approved: true,
        password: PASSWORDS[holder],
      });
      if (answer.status === 200 && answer.body.status === 'COMPLETED') outcomes.get(id)!.approved += 1;
      return answer;
    };
    const cancel = async (id: string) => {
      const answer = await call('DELETE', `/api/Transactions/Transfers/${id}/Cancel`);
      if (answer.status === 200 && answer.body.status === 'CANCELED') outcomes.get(id)!.cancelled += 1;
      return answer;
    };
    for (let round = 0; round < TRANSFERS_PER_CLIENT; round += 1) {
      const to = others[random(others.length)]!;
      const transfer = await call('POST', '/api/Transactions/Transfers', {
        accountId: bank.accountOf(holder),
        type: 'INTERNAL',
        amount: (1 + random(100)) / 100,
        receiver: { branch: '0001', account: ACCOUNT_NUMBERS[to] },
      });
      expect(transfer.status).toBe(200);
      created += 1;
      const id = transfer.body.id as string;
      outcomes.set(id, { approved: 0, cancelled: 0 });
      switch (round % 4) {
        case 0:
          await approve(id);
          break;
        case 1:
          await Promise.all([approve(id), approve(id)]);
          break;
        case 2:
          await Promise.all([approve(id), cancel(id)]);
          break;
        default: {
          await approve(id);
          const late = await Promise.all([approve(id), cancel(id)]);
          expect(late.map((answer) => answer.status)).toEqual([409, 409]);
        }
      }
    }
  }

  test(
    'at least 2,000 transfers from 50 clients, approvals racing cancels and duplicate approvals',
    { timeout: 240_000 },
    async () => {
      const sessions = new Map(await Promise.all(HOLDERS.map(async (holder) => [holder, await bank.signIn(holder)] as const)));
      const holders = Array.from({ length: CLIENTS }, (_, index) => HOLDERS[index % HOLDERS.length]!);
      await Promise.all(holders.map((holder, index) => client(index, sessions.get(holder)!, holder)));
      expect(created).toBeGreaterThanOrEqual(2_000);
      for (const outcome of outcomes.values()) expect(outcome.approved + outcome.cancelled).toBeLessThanOrEqual(1);
      const decided = [...outcomes.values()].filter((outcome) => outcome.approved + outcome.cancelled === 1).length;
      expect(decided).toBe(outcomes.size);
    },
  );

  test('the sum of all balances is unchanged', async () => {
    expect(await bank.totalCents()).toBe(totalBefore);
  });

  test('no account that may not go negative is negative', async () => {
    const negative = await bank.db.query(
      'select id from accounts where not can_negative_balance and balance_cents - blocked_debit_cents < 0',
    );
    expect(negative).toEqual([]);
  });

  test("every account's postings replay, in order, to its balance", async () => {
    const accounts = await bank.db.query<{ id: string; balance_cents: number }>('select id, balance_cents from accounts');
    for (const account of accounts) {
      const postings = await bank.db.query<{ amount_cents: number; balance_after_cents: number }>(
        'select amount_cents, balance_after_cents from postings where account_id = $1 order by seq',
        [account.id],
      );
      let running = 0;
      for (const posting of postings) {
        running += posting.amount_cents;
        expect(posting.balance_after_cents).toBe(running);
      }
      expect(running).toBe(account.balance_cents);
    }
    const unbalanced = await bank.db.query('select movement_id from postings group by movement_id having sum(amount_cents) <> 0');
    expect(unbalanced).toEqual([]);
  });

  test('no transfer moved money twice, and only the approved ones moved any', async () => {
    const rows = await bank.db.query<{ id: string; status: string; debits: number; credits: number }>(
      `select t.id, t.status,
              count(p.id) filter (where p.account_id = t.account_id and p.amount_cents < 0)::int as debits,
              count(p.id) filter (where p.account_id = t.receiver_account_id and p.amount_cents > 0)::int as credits
         from transfers t left join postings p on p.relation_id = t.id
        where t.id = any($1::uuid[])
        group by t.id, t.status`,
      [[...outcomes.keys()]],
    );
    expect(rows).toHaveLength(outcomes.size);
    for (const row of rows) {
      const completed = row.status === 'COMPLETED' ? 1 : 0;
      expect({ id: row.id, debits: row.debits, credits: row.credits }).toEqual({
        id: row.id,
        debits: completed,
        credits: completed,
      });
      expect(completed).toBe(outcomes.get(row.id)!.approved);
    }
  });
});

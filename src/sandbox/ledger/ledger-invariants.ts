import type { Sql } from '../db/database.ts';

/** The sum of every account's balance: a closed ledger keeps it whatever moves inside. */
export async function totalCents(db: Sql): Promise<number> {
  const [row] = await db.query<{ total: number }>('select coalesce(sum(balance_cents), 0)::bigint as total from accounts');
  return row!.total;
}

/**
 * The ledger's invariants after a run: the sum of balances unchanged, every account's postings
 * replaying to its balance, every movement balanced, no account that may not be negative below
 * zero, and every transfer moved once if it completed (every acknowledged approval among them) and
 * never otherwise. Answers what failed; empty when all hold.
 */
export async function ledgerProblems(db: Sql, expected: { totalCents: number; acknowledged: string[] }) {
  const problems: string[] = [];
  const total = await totalCents(db);
  if (total !== expected.totalCents) problems.push(`sum of balances ${total} instead of ${expected.totalCents}`);
  const [replay] = await db.query<{ broken: number }>(
    `select count(*)::int as broken from (
       select balance_after_cents, sum(amount_cents) over (partition by account_id order by seq) as running from postings
     ) p where running <> balance_after_cents`,
  );
  if (replay!.broken) problems.push(`${replay!.broken} postings whose running balance does not replay`);
  const [final] = await db.query<{ broken: number }>(
    `select count(*)::int as broken from accounts a
      where a.balance_cents <> coalesce((select sum(amount_cents) from postings p where p.account_id = a.id), 0)`,
  );
  if (final!.broken) problems.push(`${final!.broken} accounts whose postings do not add up to the balance`);
  const [unbalanced] = await db.query<{ broken: number }>(
    `select count(*)::int as broken from (select movement_id from postings group by movement_id having sum(amount_cents) <> 0) m`,
  );
  if (unbalanced!.broken) problems.push(`${unbalanced!.broken} movements that do not balance`);
  const [negative] = await db.query<{ broken: number }>(
    `select count(*)::int as broken from accounts where not can_negative_balance and balance_cents - blocked_debit_cents < 0`,
  );
  if (negative!.broken) problems.push(`${negative!.broken} accounts below zero`);
  const [twice] = await db.query<{ broken: number }>(
    `select count(*)::int as broken from (
       select t.id, t.status,
              count(p.id) filter (where p.account_id = t.account_id and p.amount_cents < 0) as debits,
              count(p.id) filter (where p.account_id = t.receiver_account_id and p.amount_cents > 0) as credits
         from transfers t left join postings p on p.relation_id = t.id
        where t.type = 'INTERNAL'
        group by t.id, t.status
     ) t where (status = 'COMPLETED') <> (debits = 1 and credits = 1) or debits > 1 or credits > 1`,
  );
  if (twice!.broken) problems.push(`${twice!.broken} transfers that moved money twice, or moved it without completing`);
  const [lost] = await db.query<{ lost: number }>(
    `select count(*)::int as lost from unnest($1::uuid[]) as a(id) left join transfers t on t.id = a.id
      where t.status is distinct from 'COMPLETED'`,
    [expected.acknowledged],
  );
  if (lost!.lost) problems.push(`${lost!.lost} acknowledged approvals not COMPLETED`);
  return problems;
}

import type { Sql } from '../db/database.ts';
import { LIMIT_PERIODS, LIMIT_POLICY, LIMIT_PRODUCTS, type LimitPeriod, type LimitProduct } from './limit-rules.ts';

export interface LimitRow {
  product: LimitProduct;
  period: LimitPeriod;
  amount_cents: number;
  requested_cents: number | null;
  requested_at: Date | null;
  effective_at: Date | null;
}

/**
 * Gives a customer account its initial limits when it has none yet. Answers the account's person
 * type, or null for the bank's internal accounts, which have no limits.
 */
export async function ensureLimitRows(tx: Sql, accountId: string, at: Date): Promise<'N' | 'J' | null> {
  const [account] = await tx.query<{ person_type: 'N' | 'J' | null }>(
    `select p.person_type from accounts a left join people p on p.id = a.person_id
      where a.id = $1 and a.kind = 'CUSTOMER'`,
    [accountId],
  );
  if (!account?.person_type) return null;
  const policy = LIMIT_POLICY[account.person_type];
  const values: unknown[] = [accountId, at];
  const tuples: string[] = [];
  for (const product of LIMIT_PRODUCTS) {
    for (const period of LIMIT_PERIODS) {
      values.push(product, period, policy[product].initial[period]);
      const n = values.length;
      tuples.push(`($1, $${n - 2}, $${n - 1}, $${n}, $2)`);
    }
  }
  await tx.query(
    `insert into account_limits (account_id, product, period, amount_cents, updated_at)
     values ${tuples.join(', ')} on conflict do nothing`,
    values,
  );
  return account.person_type;
}

/** Raises whose 24 hours have passed by `at` become the limit. */
export async function settleDueRaises(tx: Sql, accountId: string, at: Date): Promise<void> {
  await tx.query(
    `update account_limits
        set amount_cents = requested_cents, requested_cents = null, requested_at = null, effective_at = null,
            updated_at = effective_at
      where account_id = $1 and effective_at <= $2`,
    [accountId, at],
  );
}

/** The account's limit rows, locked for the rest of the transaction when `lock` is set. */
export async function limitRows(
  tx: Sql,
  accountId: string,
  options: { product?: LimitProduct; lock?: boolean } = {},
): Promise<LimitRow[]> {
  return tx.query<LimitRow>(
    `select product, period, amount_cents, requested_cents, requested_at, effective_at
       from account_limits
      where account_id = $1 and ($2::text is null or product = $2)
      order by product, period${options.lock ? ' for update' : ''}`,
    [accountId, options.product ?? null],
  );
}

/** Cents of the account's debits of a product's entities in [from, to). */
export async function usedCents(
  tx: Sql,
  accountId: string,
  entities: readonly string[],
  window: { from: Date; to: Date },
): Promise<number> {
  const [row] = await tx.query<{ used: number }>(
    `select coalesce(-sum(amount_cents), 0)::bigint as used
       from postings
      where account_id = $1 and amount_cents < 0 and entity = any($2::text[])
        and executed_at >= $3 and executed_at < $4`,
    [accountId, [...entities], window.from, window.to],
  );
  return row?.used ?? 0;
}

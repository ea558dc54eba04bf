import type { BillingQuantities } from '../../generated/schemas.ts';
import { fromCents } from '../../domain/index.ts';
import type { Sql } from '../db/database.ts';
import { LOOKUP_LISTS } from '../lookups/lookup-lists.ts';

const BILLING_TYPES = (LOOKUP_LISTS.BillingTypes ?? []).map((item) => item.key);

interface TypeCount {
  type: string;
  quantity: number;
  cents: number;
}

/** The billings table comes with the money-movement migration; without it the ledger is the only record. */
async function hasBillingsTable(sql: Sql): Promise<boolean> {
  const rows = await sql.query(
    `select 1 from information_schema.tables where table_schema = current_schema() and table_name = 'billings'`,
  );
  return rows.length > 0;
}

async function fromBillings(sql: Sql, accountId: string, status: string): Promise<TypeCount[]> {
  return sql.query<TypeCount>(
    `select type, count(*)::int as quantity, coalesce(sum(amount_cents), 0)::bigint as cents
       from billings where account_id = $1 and status = $2 group by type`,
    [accountId, status],
  );
}

/** Paid charges as the ledger shows them: credits of BILLING_* entities (BILLING_PIX counts as PIX_DYNAMIC). */
async function paidFromLedger(sql: Sql, accountId: string): Promise<TypeCount[]> {
  const rows = await sql.query<TypeCount>(
    `select substr(entity, 9) as type, count(*)::int as quantity, coalesce(sum(amount_cents), 0)::bigint as cents
       from postings where account_id = $1 and amount_cents > 0 and entity like 'BILLING\\_%' group by entity`,
    [accountId],
  );
  return rows.map((row) => (row.type === 'PIX' ? { ...row, type: 'PIX_DYNAMIC' } : row));
}

/** GET /api/Reports/Accounts/{id}/Billings/{status}/Quantities: count and amount per billing type. */
export async function billingQuantities(sql: Sql, accountId: string, status: string): Promise<BillingQuantities> {
  let counts: TypeCount[];
  if (await hasBillingsTable(sql)) counts = await fromBillings(sql, accountId, status);
  else counts = status === 'PAID' ? await paidFromLedger(sql, accountId) : [];
  const types = [...new Set([...BILLING_TYPES, ...counts.map((count) => count.type)])];
  const items = types.map((type) => {
    const found = counts.filter((count) => count.type === type);
    const quantity = found.reduce((sum, count) => sum + count.quantity, 0);
    const cents = found.reduce((sum, count) => sum + count.cents, 0);
    return { type, quantity, amount: fromCents(cents), cents };
  });
  return {
    accountId,
    status,
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    amount: fromCents(items.reduce((sum, item) => sum + item.cents, 0)),
    items: items.map(({ type, quantity, amount }) => ({ type, quantity, amount })),
  };
}

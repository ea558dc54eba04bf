import type { BillingList } from '../../../generated/schemas.ts';
import type { Sql } from '../../db/database.ts';
import { pageWindow, pagedList, type PageQuery } from '../../paging.ts';
import { createdBetween, type DateRangeQuery } from '../query-dates.ts';
import { billingEntity, BILLING_COLUMNS, type BillingRow } from './billing-entity.ts';

export interface BillingQuery extends PageQuery, DateRangeQuery {
  accountId?: string;
  status?: string;
  type?: string;
  search?: string;
}

/** GET /api/Transactions/Billings: the caller's charges, newest first; search looks at description and drawee. */
export async function listBillings(sql: Sql, accountId: string, query: BillingQuery): Promise<BillingList> {
  const window = pageWindow(query);
  const range = createdBetween(query);
  const search = query.search?.trim() ? `%${query.search.trim().toLowerCase()}%` : null;
  const where = `account_id = $1 and ($2::text is null or status = $2) and ($3::text is null or type = $3)
      and ($4::timestamptz is null or created_at >= $4) and ($5::timestamptz is null or created_at < $5)
      and ($6::text is null or lower(coalesce(description, '')) like $6 or lower(coalesce(drawee->>'name', '')) like $6)`;
  const params = [accountId, query.status ?? null, query.type ?? null, range.from, range.to, search];
  const [count] = await sql.query<{ total: number }>(`select count(*)::int as total from billings where ${where}`, params);
  const rows = await sql.query<BillingRow>(
    `select ${BILLING_COLUMNS} from billings where ${where} order by created_at desc, id limit $7 offset $8`,
    [...params, window.limit, window.offset],
  );
  return pagedList(window, count?.total ?? 0, rows.map(billingEntity));
}

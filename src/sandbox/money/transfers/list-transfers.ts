import type { TransferList } from '../../../generated/schemas.ts';
import type { Sql } from '../../db/database.ts';
import { pageWindow, pagedList, type PageQuery } from '../../paging.ts';
import { createdBetween, type DateRangeQuery } from '../query-dates.ts';
import { transferEntity, type TransferRow } from './transfer-entity.ts';

export interface TransferQuery extends PageQuery, DateRangeQuery {
  operationId?: string;
  merchantId?: string;
  branchId?: string;
  accountId?: string;
  status?: string;
  type?: string;
}

/**
 * GET /api/Transactions/Transfers: the caller's own transfers, newest first. merchantId and branchId
 * narrow further (they can only match the caller's own account); operationId is accepted for
 * compatibility, the sandbox bank has a single operation.
 */
export async function listTransfers(sql: Sql, accountId: string, query: TransferQuery): Promise<TransferList> {
  const window = pageWindow(query);
  const range = createdBetween(query);
  const where = `t.account_id = $1 and ($2::text is null or t.status = $2) and ($3::text is null or t.type = $3)
      and ($4::timestamptz is null or t.created_at >= $4) and ($5::timestamptz is null or t.created_at < $5)
      and ($6::text is null or a.merchant_id = $6) and ($7::uuid is null or a.branch_id = $7)`;
  const params = [
    accountId,
    query.status ?? null,
    query.type ?? null,
    range.from,
    range.to,
    query.merchantId ?? null,
    query.branchId ?? null,
  ];
  const [count] = await sql.query<{ total: number }>(
    `select count(*)::int as total from transfers t join accounts a on a.id = t.account_id where ${where}`,
    params,
  );
  const rows = await sql.query<TransferRow>(
    `select t.* from transfers t join accounts a on a.id = t.account_id where ${where}
      order by t.created_at desc, t.id limit $8 offset $9`,
    [...params, window.limit, window.offset],
  );
  return pagedList(window, count?.total ?? 0, rows.map(transferEntity));
}

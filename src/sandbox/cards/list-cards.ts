import type { CardPage } from '../../generated/schemas.ts';
import type { Sql } from '../db/database.ts';
import { pageWindow, pagedList, type PageQuery } from '../paging.ts';
import { cardEntity, type CardRow } from './card-entity.ts';

export interface CardQuery extends PageQuery {
  operationId?: string;
  merchantId?: string;
  accountId?: string;
  holderId?: string;
  status?: string;
  search?: string;
}

/**
 * GET /api/Cards: the account's cards, newest first. holderId and status narrow the list; merchantId
 * can only match the caller's own account; operationId is accepted for compatibility (the sandbox
 * bank has a single operation). search matches the display name or the last four digits.
 */
export async function listCards(sql: Sql, accountId: string, query: CardQuery): Promise<CardPage> {
  const window = pageWindow(query);
  const search = query.search?.trim() || null;
  const where = `c.account_id = $1 and ($2::uuid is null or c.holder_id = $2) and ($3::text is null or c.status = $3)
      and ($4::text is null or a.merchant_id = $4)
      and ($5::text is null or c.display_name ilike '%' || $5 || '%' or right(c.number, 4) = $5)`;
  const params = [
    accountId,
    query.holderId ?? null,
    query.status ?? null,
    query.merchantId ?? null,
    search?.replace(/[\\%_]/g, (match) => `\\${match}`) ?? null,
  ];
  const [count] = await sql.query<{ total: number }>(
    `select count(*)::int as total from cards c join accounts a on a.id = c.account_id where ${where}`,
    params,
  );
  const rows = await sql.query<CardRow>(
    `select c.* from cards c join accounts a on a.id = c.account_id where ${where}
      order by c.created_at desc, c.id limit $6 offset $7`,
    [...params, window.limit, window.offset],
  );
  return pagedList(window, count?.total ?? 0, rows.map(cardEntity));
}

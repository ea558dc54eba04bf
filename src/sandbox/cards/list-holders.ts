import type { CardHolderPage } from '../../generated/schemas.ts';
import type { Sql } from '../db/database.ts';
import { pageWindow, pagedList, type PageQuery } from '../paging.ts';
import { HOLDER_COLUMNS, holderEntity, type HolderRow } from './holder-entity.ts';

export interface HolderQuery extends PageQuery {
  accountId?: string;
  search?: string;
  sort?: 'name' | '-name' | 'createdAt' | '-createdAt';
}

const ORDER: Record<NonNullable<HolderQuery['sort']>, string> = {
  name: 'h.name asc',
  '-name': 'h.name desc',
  createdAt: 'h.created_at asc',
  '-createdAt': 'h.created_at desc',
};

/**
 * GET /api/CardHolders: the account's holders, newest first unless sorted. search matches the name
 * (any part, ignoring case) or the start of the tax id, typed with or without its mask.
 */
export async function listHolders(sql: Sql, accountId: string, query: HolderQuery): Promise<CardHolderPage> {
  const window = pageWindow(query);
  const search = query.search?.trim() || null;
  const digits = search?.replace(/\D/g, '') || null;
  const where = `h.account_id = $1 and ($2::text is null or h.name ilike '%' || $2 || '%' or ($3::text is not null and h.tax_id like $3 || '%'))`;
  const params = [accountId, search?.replace(/[\\%_]/g, (match) => `\\${match}`) ?? null, digits];
  const [count] = await sql.query<{ total: number }>(`select count(*)::int as total from card_holders h where ${where}`, params);
  const rows = await sql.query<HolderRow>(
    `select ${HOLDER_COLUMNS} from card_holders h where ${where}
      order by ${ORDER[query.sort ?? '-createdAt']}, h.id limit $4 offset $5`,
    [...params, window.limit, window.offset],
  );
  return pagedList(window, count?.total ?? 0, rows.map(holderEntity));
}

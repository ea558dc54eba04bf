import type { AccountTransaction, AccountTransactionPage } from '../../generated/schemas.ts';
import type { Sql } from '../db/database.ts';
import { pagedList, pageWindow } from '../paging.ts';
import { accountTransaction, POSTING_COLUMNS, type PostingRow } from './account-transaction.ts';
import { statementWhere, type StatementFilter } from './statement-filter.ts';

// Newest first; seq breaks ties between entries of the same instant in posting order.
const NEWEST_FIRST = 'order by executed_at desc, seq desc';

/** One page of the statement (spec 000 §3 paged list); a page past the end is empty. */
export async function readStatementPage(
  sql: Sql,
  filter: StatementFilter,
  page: { pageNumber: number; pageSize: number },
): Promise<AccountTransactionPage> {
  const where = statementWhere(filter);
  const window = pageWindow(page);
  // The page and the count of every entry the filter matches in one statement; a page past the end
  // has no row to carry the count, and counts on its own.
  const rows = await sql.query<PostingRow & { total: number }>(
    `select ${POSTING_COLUMNS}, count(*) over ()::int as total from postings where ${where.sql} ${NEWEST_FIRST}
      limit $${where.params.length + 1} offset $${where.params.length + 2}`,
    [...where.params, window.limit, window.offset],
  );
  const totalCount =
    rows[0]?.total ??
    (await sql.query<{ total: number }>(`select count(*)::int as total from postings where ${where.sql}`, where.params))[0]
      ?.total ??
    0;
  return pagedList(window, totalCount, rows.map(accountTransaction));
}

/** Every entry the filter matches, newest first, for the exports. */
export async function readStatementEntries(sql: Sql, filter: StatementFilter): Promise<AccountTransaction[]> {
  const where = statementWhere(filter);
  const rows = await sql.query<PostingRow>(
    `select ${POSTING_COLUMNS} from postings where ${where.sql} ${NEWEST_FIRST}`,
    where.params,
  );
  return rows.map(accountTransaction);
}

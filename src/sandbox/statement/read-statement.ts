import type { AccountTransaction, AccountTransactionPage } from '../../generated/schemas.ts';
import type { SandboxContext } from '../context.ts';
import type { Sql } from '../db/database.ts';
import { ReadBatch } from '../db/read-batch.ts';
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

/** A first look at an account's statement: the page, unfiltered. */
interface PageRead {
  accountId: string;
  limit: number;
  offset: number;
}

// The pages of many accounts by a JSON array (a generic plan, as create-transfer.ts explains), each
// page as readStatementPage reads it, with its place in the array.
const PAGES_SELECT = `
  select x.n, p.*
    from jsonb_to_recordset($1::jsonb) as x(n int, account_id uuid, lim int, off int)
   cross join lateral (
     select ${POSTING_COLUMNS}, count(*) over ()::int as total from postings
      where account_id = x.account_id ${NEWEST_FIRST} limit x.lim offset x.off) p`;

const pageBatches = new WeakMap<SandboxContext, ReadBatch<PageRead, (PostingRow & { total: number })[]>>();

/**
 * One page of the statement, read with the other accounts' pages asked for in the same turn
 * (db/read-batch.ts) when no filter narrows it, as the site's first look at the statement asks.
 */
export async function readStatementPageInBatch(
  ctx: SandboxContext,
  filter: StatementFilter,
  page: { pageNumber: number; pageSize: number },
): Promise<AccountTransactionPage> {
  if (filter.launch || filter.firstDay || filter.lastDay || filter.search) return readStatementPage(ctx.db, filter, page);
  let batch = pageBatches.get(ctx);
  if (!batch) {
    batch = new ReadBatch(
      async (reads) => {
        const items = reads.map((read, n) => ({ n, account_id: read.accountId, lim: read.limit, off: read.offset }));
        const rows = await ctx.db.query<PostingRow & { total: number; n: number }>(PAGES_SELECT, [JSON.stringify(items)]);
        const pages = reads.map((): (PostingRow & { total: number })[] => []);
        for (const row of rows) pages[row.n]!.push(row);
        return pages;
      },
      { maxBatch: 50, idOf: (read) => `${read.accountId} ${read.limit} ${read.offset}` },
    );
    pageBatches.set(ctx, batch);
  }
  const window = pageWindow(page);
  const rows = await batch.read({ accountId: filter.accountId, limit: window.limit, offset: window.offset });
  // A page past the end has no row to carry the count, and counts on its own.
  if (rows.length === 0) return readStatementPage(ctx.db, filter, page);
  return pagedList(window, rows[0]!.total, rows.map(accountTransaction));
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

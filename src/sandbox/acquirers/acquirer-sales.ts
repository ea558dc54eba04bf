import type { AcquirerSale, AcquirerSalePage, AcquirerSalesQuery } from '../../generated/schemas.ts';
import { fromCents } from '../../domain/index.ts';
import type { Sql } from '../db/database.ts';
import { pagedList, pageWindow } from '../paging.ts';
import { bankDayRange } from '../statement/bank-calendar.ts';
import { statementFilter } from '../statement/statement-filter.ts';

interface SaleRow {
  id: string;
  account_id: string;
  sold_at: Date;
  card_brand: AcquirerSale['cardBrand'];
  product: AcquirerSale['product'];
  installments: number;
  gross_cents: number;
  fee_cents: number;
  net_cents: number;
  status: AcquirerSale['status'];
  authorization_code: string;
  nsu: string;
  card_last_digits: string;
}

const saleOf = (row: SaleRow): AcquirerSale => ({
  id: row.id,
  accountId: row.account_id,
  date: new Date(row.sold_at).toISOString(),
  cardBrand: row.card_brand,
  product: row.product,
  installments: row.installments,
  grossAmount: fromCents(Number(row.gross_cents)),
  feeAmount: fromCents(Number(row.fee_cents)),
  netAmount: fromCents(Number(row.net_cents)),
  currency: 'BRL',
  status: row.status,
  authorizationCode: row.authorization_code,
  nsu: row.nsu,
  cardLastDigits: row.card_last_digits,
});

/** The SQL condition of the sales filter: the account, whole São Paulo days of sale, status, brand, product. */
function salesWhere(accountId: string, query: AcquirerSalesQuery): { sql: string; params: unknown[] } {
  const days = statementFilter(accountId, { startDate: query.startDate, endDate: query.endDate });
  const params: unknown[] = [accountId];
  const conditions = ['account_id = $1'];
  const add = (condition: string, value: unknown) => {
    params.push(value);
    conditions.push(condition.replace('?', `$${params.length}`));
  };
  if (days.firstDay) add('sold_at >= ?', bankDayRange(days.firstDay, days.firstDay).from);
  if (days.lastDay) add('sold_at < ?', bankDayRange(days.lastDay, days.lastDay).to);
  if (query.status) add('status = ?', query.status);
  if (query.cardBrand) add('card_brand = ?', query.cardBrand);
  if (query.product) add('product = ?', query.product);
  return { sql: conditions.join(' and '), params };
}

/** GET /api/Accounts/{id}/Acquirers/Transactions: a page of the company's card sales, newest first. */
export async function acquirerSales(sql: Sql, accountId: string, query: AcquirerSalesQuery): Promise<AcquirerSalePage> {
  const where = salesWhere(accountId, query);
  const window = pageWindow(query);
  const [count] = await sql.query<{ total: number }>(
    `select count(*)::int as total from acquirer_sales where ${where.sql}`,
    where.params,
  );
  const rows = await sql.query<SaleRow>(
    `select * from acquirer_sales where ${where.sql}
      order by sold_at desc, id limit ${window.limit} offset ${window.offset}`,
    where.params,
  );
  return pagedList(window, count?.total ?? 0, rows.map(saleOf));
}

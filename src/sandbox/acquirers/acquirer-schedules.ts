import type { AcquirerSchedule, AcquirerSchedulePage, AcquirerSchedulesQuery } from '../../generated/schemas.ts';
import { fromCents } from '../../domain/index.ts';
import type { Sql } from '../db/database.ts';
import { pagedList, pageWindow } from '../paging.ts';
import { isoDay, type BankDay } from '../statement/bank-calendar.ts';
import { statementFilter } from '../statement/statement-filter.ts';

interface ScheduleRow {
  id: string;
  account_id: string;
  sale_id: string;
  sold_at: Date;
  settlement_date: string;
  card_brand: AcquirerSchedule['cardBrand'];
  product: AcquirerSchedule['product'];
  installment: number;
  installments: number;
  gross_cents: number;
  fee_cents: number;
  net_cents: number;
  status: AcquirerSchedule['status'];
}

const scheduleOf = (row: ScheduleRow): AcquirerSchedule => ({
  id: row.id,
  accountId: row.account_id,
  saleId: row.sale_id,
  saleDate: new Date(row.sold_at).toISOString(),
  settlementDate: row.settlement_date,
  cardBrand: row.card_brand,
  product: row.product,
  installment: row.installment,
  installments: row.installments,
  grossAmount: fromCents(Number(row.gross_cents)),
  feeAmount: fromCents(Number(row.fee_cents)),
  netAmount: fromCents(Number(row.net_cents)),
  currency: 'BRL',
  status: row.status,
});

/** A receivable is settled once its day has come in São Paulo ($2 is today there). */
const STATUS = `case when r.settlement_date <= $2::date then 'SETTLED' else 'SCHEDULED' end`;

function schedulesWhere(accountId: string, query: AcquirerSchedulesQuery, today: BankDay) {
  const days = statementFilter(accountId, { startDate: query.startDate, endDate: query.endDate });
  const params: unknown[] = [accountId, isoDay(today)];
  const conditions = ['r.account_id = $1'];
  const add = (condition: string, value: unknown) => {
    params.push(value);
    conditions.push(condition.replace('?', `$${params.length}`));
  };
  if (days.firstDay) add('r.settlement_date >= ?::date', isoDay(days.firstDay));
  if (days.lastDay) add('r.settlement_date <= ?::date', isoDay(days.lastDay));
  if (query.status) add(`${STATUS} = ?`, query.status);
  if (query.cardBrand) add('s.card_brand = ?', query.cardBrand);
  return { sql: conditions.join(' and '), params };
}

/**
 * GET /api/Accounts/{id}/Acquirers/Schedules: a page of receivables by settlement day (the earliest
 * first), with the sums of every receivable the filters select.
 */
export async function acquirerSchedules(
  sql: Sql,
  accountId: string,
  query: AcquirerSchedulesQuery,
  today: BankDay,
): Promise<AcquirerSchedulePage> {
  const where = schedulesWhere(accountId, query, today);
  const from = 'acquirer_schedules r join acquirer_sales s on s.id = r.sale_id';
  const window = pageWindow(query);
  const [totals] = await sql.query<{ total: number; gross: number; fee: number; net: number; settled: number }>(
    `select count(*)::int as total, coalesce(sum(r.gross_cents), 0)::bigint as gross,
            coalesce(sum(r.fee_cents), 0)::bigint as fee, coalesce(sum(r.net_cents), 0)::bigint as net,
            coalesce(sum(r.net_cents) filter (where ${STATUS} = 'SETTLED'), 0)::bigint as settled
       from ${from} where ${where.sql}`,
    where.params,
  );
  const rows = await sql.query<ScheduleRow>(
    `select r.id, r.account_id, r.sale_id, s.sold_at, to_char(r.settlement_date, 'YYYY-MM-DD') as settlement_date,
            s.card_brand, s.product, r.installment, s.installments, r.gross_cents, r.fee_cents, r.net_cents, ${STATUS} as status
       from ${from} where ${where.sql}
      order by r.settlement_date, s.sold_at, r.installment, r.id limit ${window.limit} offset ${window.offset}`,
    where.params,
  );
  return {
    ...pagedList(window, totals?.total ?? 0, rows.map(scheduleOf)),
    totals: {
      grossAmount: fromCents(Number(totals?.gross ?? 0)),
      feeAmount: fromCents(Number(totals?.fee ?? 0)),
      netAmount: fromCents(Number(totals?.net ?? 0)),
      settledAmount: fromCents(Number(totals?.settled ?? 0)),
      scheduledAmount: fromCents(Number(totals?.net ?? 0) - Number(totals?.settled ?? 0)),
    },
  };
}

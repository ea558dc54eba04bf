import type { Consolidation, ConsolidationChart } from '../../generated/schemas.ts';
import { fromCents } from '../../domain/index.ts';
import type { Sql } from '../db/database.ts';
import { BRASILIA_TIME_ZONE } from '../../domain/index.ts';
import { addDays, bankDayRange, daysBetween, isoDay, type BankDay } from '../statement/bank-calendar.ts';

interface DayEntityRow {
  day: string;
  entity: string;
  credit: number;
  debit: number;
  quantity: number;
}

interface Sums {
  credit: number;
  debit: number;
  quantity: number;
}

const empty = (): Sums => ({ credit: 0, debit: 0, quantity: 0 });
const add = (into: Sums, row: Sums) => {
  into.credit += row.credit;
  into.debit += row.debit;
  into.quantity += row.quantity;
};
const reais = (sums: Sums) => ({ credit: fromCents(sums.credit), debit: fromCents(sums.debit), quantity: sums.quantity });

/** Cents of credits and debits per São Paulo day and entity, and the balance before the range. */
async function ledgerSums(sql: Sql, accountId: string, first: BankDay, last: BankDay) {
  const { from, to } = bankDayRange(first, last);
  const rows = await sql.query<DayEntityRow>(
    `select to_char(executed_at at time zone '${BRASILIA_TIME_ZONE}', 'YYYY-MM-DD') as day, entity,
            coalesce(sum(amount_cents) filter (where amount_cents > 0), 0)::bigint as credit,
            coalesce(-sum(amount_cents) filter (where amount_cents < 0), 0)::bigint as debit,
            count(*)::int as quantity
       from postings
      where account_id = $1 and executed_at >= $2 and executed_at < $3
      group by 1, 2`,
    [accountId, from, to],
  );
  const [opening] = await sql.query<{ balance: number }>(
    `select balance_after_cents as balance from postings
      where account_id = $1 and executed_at < $2 order by executed_at desc, seq desc limit 1`,
    [accountId, from],
  );
  return { rows, openingCents: opening?.balance ?? 0 };
}

function daysOf(first: BankDay, last: BankDay): string[] {
  return Array.from({ length: daysBetween(first, last) + 1 }, (_, index) => isoDay(addDays(first, index)));
}

/** GET /api/Consolidations/Accounts/{id}: totals, per day (with the end-of-day balance) and per entity. */
export async function consolidation(sql: Sql, accountId: string, first: BankDay, last: BankDay): Promise<Consolidation> {
  const { rows, openingCents } = await ledgerSums(sql, accountId, first, last);
  const total = empty();
  const perDay = new Map(daysOf(first, last).map((day) => [day, empty()]));
  const perEntity = new Map<string, Sums>();
  for (const row of rows) {
    add(total, row);
    add(perDay.get(row.day)!, row);
    if (!perEntity.has(row.entity)) perEntity.set(row.entity, empty());
    add(perEntity.get(row.entity)!, row);
  }
  let balance = openingCents;
  const days = [...perDay].map(([date, sums]) => {
    balance += sums.credit - sums.debit;
    return { date, ...reais(sums), balance: fromCents(balance) };
  });
  return {
    accountId,
    startDate: isoDay(first),
    endDate: isoDay(last),
    currency: 'BRL',
    ...reais(total),
    net: fromCents(total.credit - total.debit),
    openingBalance: fromCents(openingCents),
    closingBalance: fromCents(openingCents + total.credit - total.debit),
    days,
    entities: [...perEntity].sort(([a], [b]) => a.localeCompare(b)).map(([entity, sums]) => ({ entity, ...reais(sums) })),
  };
}

/** GET /api/Consolidations/Accounts/{id}/Chart: one point per day for credits, debits and balance. */
export async function consolidationChart(
  sql: Sql,
  accountId: string,
  first: BankDay,
  last: BankDay,
): Promise<ConsolidationChart> {
  const report = await consolidation(sql, accountId, first, last);
  return {
    accountId,
    startDate: report.startDate,
    endDate: report.endDate,
    labels: report.days.map((day) => day.date),
    series: [
      { key: 'CREDIT', name: 'Entradas', data: report.days.map((day) => day.credit) },
      { key: 'DEBIT', name: 'Saídas', data: report.days.map((day) => day.debit) },
      { key: 'BALANCE', name: 'Saldo ao fim do dia', data: report.days.map((day) => day.balance) },
    ],
  };
}

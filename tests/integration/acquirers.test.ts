import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AcquirerSalePage, AcquirerSchedulePage, ErrorList } from '../../src/generated/schemas.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { addDays, bankDayOf, bankTime, isoDay, type BankDay } from '../../src/sandbox/statement/bank-calendar.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

const cents = (reais: number) => Math.round(reais * 100);
/** A day as the query writes it: year-month-day without zero padding (spec 000 §5). */
const queryDay = (day: BankDay) => `${day.year}-${day.month}-${day.day}`;

describe.each(backendsOf(import.meta.url))('card acquiring on $name', ({ databaseUrl }) => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  const company = holderOf('company');
  const sales = `/api/Accounts/${company.accountId}/Acquirers/Transactions`;
  const schedules = `/api/Accounts/${company.accountId}/Acquirers/Schedules`;
  const get = <T>(path: string) => api.call<T>('GET', path, { token });

  beforeAll(async () => {
    sandbox = await startTestSandbox({ databaseUrl });
    api = apiClient(sandbox.url);
    token = (await api.signIn('company')).body.access_token;
  });
  afterAll(() => sandbox.close());

  test('the company has ninety days of believable card sales: net is gross less a fee of 1 to 5 %', async () => {
    const page = await get<AcquirerSalePage>(`${sales}?pageSize=100`);
    expect(page.status).toBe(200);
    expect(page.body.totalCount).toBeGreaterThan(600);
    for (const sale of page.body.items) {
      expect(cents(sale.netAmount)).toBe(cents(sale.grossAmount) - cents(sale.feeAmount));
      expect(sale.feeAmount / sale.grossAmount).toBeGreaterThan(0.01);
      expect(sale.feeAmount / sale.grossAmount).toBeLessThan(0.05);
      if (sale.product === 'DEBIT') expect(sale.installments).toBe(1);
    }
    const dates = page.body.items.map((sale) => sale.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('pages follow one another without a sale twice or left out', async () => {
    const [count] = await sandbox.ctx.db.query<{ n: number }>(
      'select count(*)::int as n from acquirer_sales where account_id = $1',
      [company.accountId],
    );
    const first = await get<AcquirerSalePage>(`${sales}?pageSize=7&pageNumber=1`);
    const second = await get<AcquirerSalePage>(`${sales}?pageSize=7&pageNumber=2`);
    const both = await get<AcquirerSalePage>(`${sales}?pageSize=14`);
    expect(first.body).toMatchObject({ currentPage: 1, pageSize: 7, totalCount: count!.n, hasPrevious: false, hasNext: true });
    expect(first.body.totalPages).toBe(Math.ceil(count!.n / 7));
    expect([...first.body.items, ...second.body.items].map((sale) => sale.id)).toEqual(both.body.items.map((sale) => sale.id));
  });

  test.each([
    ['status=CANCELED', { status: 'CANCELED' }, `status = 'CANCELED'`],
    ['cardBrand=ELO', { cardBrand: 'ELO' }, `card_brand = 'ELO'`],
    ['product=CREDIT&cardBrand=VISA', { product: 'CREDIT', cardBrand: 'VISA' }, `product = 'CREDIT' and card_brand = 'VISA'`],
  ])('the filter %s selects exactly the sales the table holds so', async (query, expected, where) => {
    const page = await get<AcquirerSalePage>(`${sales}?${query}&pageSize=100`);
    const [count] = await sandbox.ctx.db.query<{ n: number }>(
      `select count(*)::int as n from acquirer_sales where account_id = $1 and ${where}`,
      [company.accountId],
    );
    expect(page.body.totalCount).toBe(count!.n);
    expect(count!.n).toBeGreaterThan(0);
    for (const sale of page.body.items) expect(sale).toMatchObject(expected);
  });

  test('a sale at 11:30 p.m. in Brasília belongs to that day, though it is the next day in UTC', async () => {
    const day = addDays(bankDayOf(new Date()), -100);
    const late = new Date(bankTime(day, 23).getTime() + 30 * 60_000);
    expect(late.toISOString().slice(0, 10)).toBe(isoDay(addDays(day, 1)));
    const id = randomUUID();
    await sandbox.ctx.db.query(
      `insert into acquirer_sales (id, account_id, sold_at, card_brand, product, installments, gross_cents, fee_cents, net_cents,
                                   status, authorization_code, nsu, card_last_digits)
       values ($1, $2, $3, 'VISA', 'DEBIT', 1, 4990, 68, 4922, 'CANCELED', '123456', '000000001', '4242')`,
      [id, company.accountId, late],
    );
    const that = await get<AcquirerSalePage>(`${sales}?startDate=${queryDay(day)}&endDate=${queryDay(day)}`);
    const next = await get<AcquirerSalePage>(
      `${sales}?startDate=${queryDay(addDays(day, 1))}&endDate=${queryDay(addDays(day, 1))}`,
    );
    expect(that.body.items.map((sale) => sale.id)).toEqual([id]);
    expect(next.body.totalCount).toBe(0);
    expect(that.body.items[0]).toMatchObject({ grossAmount: 49.9, feeAmount: 0.68, netAmount: 49.22, date: late.toISOString() });
  });

  test('each approved sale is paid out in full by its receivables, a canceled one never', async () => {
    const rows = await sandbox.ctx.db.query<{
      status: string;
      product: string;
      installments: number;
      ok: boolean;
      parts: number;
    }>(
      `select s.status, s.product, s.installments, count(r.id)::int as parts,
              coalesce(sum(r.gross_cents), 0) = s.gross_cents and coalesce(sum(r.fee_cents), 0) = s.fee_cents as ok
         from acquirer_sales s left join acquirer_schedules r on r.sale_id = s.id
        where s.account_id = $1 group by s.id`,
      [company.accountId],
    );
    for (const row of rows) {
      if (row.status === 'CANCELED') expect(row.parts).toBe(0);
      else expect([row.ok, row.parts]).toEqual([true, row.product === 'DEBIT' ? 1 : row.installments]);
    }
    expect(rows.some((row) => row.status === 'CANCELED')).toBe(true);
    expect(rows.some((row) => row.installments > 1)).toBe(true);
  });

  test('the schedule runs by settlement day, settled up to today in São Paulo and scheduled after, with totals of every page', async () => {
    const today = bankDayOf(sandbox.ctx.clock.now());
    const range = `startDate=${queryDay(addDays(today, -10))}&endDate=${queryDay(addDays(today, 10))}`;
    const page = await get<AcquirerSchedulePage>(`${schedules}?${range}&pageSize=100`);
    expect(page.status).toBe(200);
    const days = page.body.items.map((item) => item.settlementDate);
    expect(days).toEqual([...days].sort());
    for (const item of page.body.items) {
      expect(item.settlementDate >= isoDay(addDays(today, -10)) && item.settlementDate <= isoDay(addDays(today, 10))).toBe(true);
      expect(item.status).toBe(item.settlementDate <= isoDay(today) ? 'SETTLED' : 'SCHEDULED');
    }
    const [sums] = await sandbox.ctx.db.query<{ n: number; net: number; gross: number; settled: number }>(
      `select count(*)::int as n, sum(net_cents)::bigint as net, sum(gross_cents)::bigint as gross,
              sum(net_cents) filter (where settlement_date <= $4::date)::bigint as settled from acquirer_schedules
        where account_id = $1 and settlement_date between $2::date and $3::date`,
      [company.accountId, isoDay(addDays(today, -10)), isoDay(addDays(today, 10)), isoDay(today)],
    );
    expect(page.body.totalCount).toBe(sums!.n);
    const { totals } = page.body;
    expect([cents(totals.netAmount), cents(totals.grossAmount), cents(totals.settledAmount)]).toEqual(
      [sums!.net, sums!.gross, sums!.settled].map(Number),
    );
    expect(cents(totals.settledAmount) + cents(totals.scheduledAmount)).toBe(cents(totals.netAmount));
  });

  test('a receivable turns settled when the sandbox clock reaches its day', async () => {
    const scheduled = await get<AcquirerSchedulePage>(`${schedules}?status=SCHEDULED&pageSize=1`);
    const next = scheduled.body.items[0]!;
    expect(next.status).toBe('SCHEDULED');
    const settled = await get<AcquirerSchedulePage>(`${schedules}?status=SETTLED&pageSize=1`);
    const before = settled.body.totalCount;
    const today = bankDayOf(sandbox.ctx.clock.now());
    const [year, month, day] = next.settlementDate.split('-').map(Number) as [number, number, number];
    const until = Math.round((Date.UTC(year, month - 1, day) - Date.UTC(today.year, today.month - 1, today.day)) / 86_400_000);
    sandbox.ctx.clock.advance(until * 86_400);
    token = (await api.signIn('company')).body.access_token;
    const after = await get<AcquirerSchedulePage>(
      `${schedules}?status=SETTLED&pageSize=100&startDate=${next.settlementDate}&endDate=${next.settlementDate}`,
    );
    expect(after.body.items.map((item) => item.id)).toContain(next.id);
    expect((await get<AcquirerSchedulePage>(`${schedules}?status=SETTLED&pageSize=1`)).body.totalCount).toBeGreaterThan(before);
  });

  test.each([
    ['an unknown status', 'Transactions?status=LOST', 'RQ10001'],
    ['an unknown brand', 'Schedules?cardBrand=DINERS', 'RQ10001'],
    ['a page size over 100', 'Transactions?pageSize=101', 'RQ10001'],
    ['an end before the start', 'Schedules?startDate=2026-3-10&endDate=2026-3-1', 'ST10002'],
    ['an impossible date', 'Transactions?startDate=2026-2-30', 'ST10001'],
  ])('%s answers 400 with the error list', async (_case, path, errorCode) => {
    const answer = await get<ErrorList>(`/api/Accounts/${company.accountId}/Acquirers/${path}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]!.errorCode).toBe(errorCode);
  });

  test.each(['Transactions', 'Schedules'])(
    'Maria, without acquiring, is refused her own %s; the company cannot read hers',
    async (call) => {
      const maria = holderOf('maria');
      const mariaToken = (await api.signIn('maria')).body.access_token;
      const own = await api.call<ErrorList>('GET', `/api/Accounts/${maria.accountId}/Acquirers/${call}`, { token: mariaToken });
      expect(own.status).toBe(403);
      expect(own.body.errors[0]).toEqual({ errorCode: 'AQ10001', message: 'Adquirência não está habilitada para esta conta.' });
      const other = await api.call<ErrorList>('GET', `/api/Accounts/${company.accountId}/Acquirers/${call}`, {
        token: mariaToken,
      });
      expect([other.status, other.body.errors[0]!.errorCode]).toEqual([404, 'AC10001']);
      expect((await api.call('GET', `/api/Accounts/${company.accountId}/Acquirers/${call}`)).status).toBe(401);
    },
  );
});

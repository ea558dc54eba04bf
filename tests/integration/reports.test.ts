import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BillingQuantities, Consolidation, ConsolidationChart, ErrorList } from '../../src/generated/schemas.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

const cents = (reais: number) => Math.round(reais * 100);

describe.each(backendsOf(import.meta.url))('reports on $name', ({ databaseUrl }) => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  const company = holderOf('company');

  /** First and last day as the query writes them (no zero padding), `back` and `forward` days from today in São Paulo. */
  const range = async (back: number, forward = 0) => {
    const [row] = await sandbox.ctx.db.query<{ first: string; last: string }>(
      `select to_char((now() at time zone 'America/Sao_Paulo')::date - $1::int, 'FMYYYY-FMMM-FMDD') as first,
              to_char((now() at time zone 'America/Sao_Paulo')::date - $2::int, 'FMYYYY-FMMM-FMDD') as last`,
      [back, forward],
    );
    return row!;
  };

  beforeAll(async () => {
    sandbox = await startTestSandbox({ databaseUrl });
    api = apiClient(sandbox.url);
    token = (await api.signIn('company')).body.access_token;
    const now = new Date();
    for (const [type, status, amountCents] of [
      ['QRCODE', 'PAID', 1_000],
      ['QRCODE', 'PAID', 2_050],
      ['PIX_DYNAMIC', 'PAID', 15_000],
      ['BANK_SLIP', 'ACTIVE', 9_990],
      ['PIX_STATIC', 'CANCELED', 500],
    ] as const) {
      await sandbox.ctx.db.query(
        `insert into billings (id, account_id, type, status, amount_cents, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $6)`,
        [randomUUID(), company.accountId, type, status, amountCents, now],
      );
    }
  });
  afterAll(() => sandbox.close());

  test.each(['PAID', 'ACTIVE', 'OVERDUE', 'CANCELED'])(
    'the %s billing quantities are what the billings table holds, per type and in total',
    async (status) => {
      const answer = await api.call<BillingQuantities>(
        'GET',
        `/api/Reports/Accounts/${company.accountId}/Billings/${status}/Quantities`,
        {
          token,
        },
      );
      expect(answer.status).toBe(200);
      const rows = await sandbox.ctx.db.query<{ type: string; quantity: number; cents: number }>(
        `select type, count(*)::int as quantity, sum(amount_cents)::bigint as cents
           from billings where account_id = $1 and status = $2 group by type`,
        [company.accountId, status],
      );
      for (const item of answer.body.items) {
        const row = rows.find((candidate) => candidate.type === item.type);
        expect(item.quantity, item.type).toBe(row?.quantity ?? 0);
        expect(cents(item.amount), item.type).toBe(row?.cents ?? 0);
      }
      expect(answer.body.quantity).toBe(rows.reduce((sum, row) => sum + row.quantity, 0));
      expect(cents(answer.body.amount)).toBe(rows.reduce((sum, row) => sum + row.cents, 0));
    },
  );

  test('billing quantities list every billing type, with zeros where there is none', async () => {
    const answer = await api.call<BillingQuantities>(
      'GET',
      `/api/Reports/Accounts/${company.accountId}/Billings/paid/Quantities`,
      {
        token,
      },
    );
    expect(answer.body.items.map((item) => item.type)).toEqual(['QRCODE', 'BANK_SLIP', 'PIX_DYNAMIC', 'PIX_STATIC']);
    expect(answer.body.status).toBe('PAID');
  });

  test('an unknown billing status answers 400 with the error list', async () => {
    const answer = await api.call<ErrorList>('GET', `/api/Reports/Accounts/${company.accountId}/Billings/LOST/Quantities`, {
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]!.errorCode).toBe('RQ10001');
  });

  test('the consolidation sums credits and debits per São Paulo day and per entity, as the ledger does', async () => {
    const { first, last } = await range(20, 5);
    const answer = await api.call<Consolidation>(
      'GET',
      `/api/Consolidations/Accounts/${company.accountId}?startDate=${first}&endDate=${last}`,
      { token },
    );
    expect(answer.status).toBe(200);
    const where = `account_id = $1 and (executed_at at time zone 'America/Sao_Paulo')::date between $2::date and $3::date`;
    const params = [company.accountId, first, last];
    const perDay = await sandbox.ctx.db.query<{ day: string; credit: number; debit: number; quantity: number }>(
      `select to_char(executed_at at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as day,
              coalesce(sum(amount_cents) filter (where amount_cents > 0), 0)::bigint as credit,
              coalesce(-sum(amount_cents) filter (where amount_cents < 0), 0)::bigint as debit, count(*)::int as quantity
         from postings where ${where} group by 1`,
      params,
    );
    const perEntity = await sandbox.ctx.db.query<{ entity: string; credit: number; debit: number; quantity: number }>(
      `select entity, coalesce(sum(amount_cents) filter (where amount_cents > 0), 0)::bigint as credit,
              coalesce(-sum(amount_cents) filter (where amount_cents < 0), 0)::bigint as debit, count(*)::int as quantity
         from postings where ${where} group by entity order by entity`,
      params,
    );
    expect(answer.body.days).toHaveLength(16);
    for (const day of answer.body.days) {
      const row = perDay.find((candidate) => candidate.day === day.date) ?? { credit: 0, debit: 0, quantity: 0 };
      expect([cents(day.credit), cents(day.debit), day.quantity], day.date).toEqual([row.credit, row.debit, row.quantity]);
    }
    expect(
      answer.body.entities.map((entity) => [entity.entity, cents(entity.credit), cents(entity.debit), entity.quantity]),
    ).toEqual(perEntity.map((row) => [row.entity, row.credit, row.debit, row.quantity]));
    expect(cents(answer.body.credit)).toBe(perDay.reduce((sum, row) => sum + row.credit, 0));
    expect(cents(answer.body.debit)).toBe(perDay.reduce((sum, row) => sum + row.debit, 0));
  });

  test('the closing balance of a consolidation is the balance after its last entry, the opening one before its first', async () => {
    const { first, last } = await range(30, 10);
    const answer = await api.call<Consolidation>(
      'GET',
      `/api/Consolidations/Accounts/${company.accountId}?startDate=${first}&endDate=${last}`,
      { token },
    );
    const [edges] = await sandbox.ctx.db.query<{ opening: number; closing: number }>(
      `select (select balance_after_cents from postings where account_id = $1
                and (executed_at at time zone 'America/Sao_Paulo')::date < $2::date order by seq desc limit 1) as opening,
              (select balance_after_cents from postings where account_id = $1
                and (executed_at at time zone 'America/Sao_Paulo')::date <= $3::date order by seq desc limit 1) as closing`,
      [company.accountId, first, last],
    );
    expect(cents(answer.body.openingBalance)).toBe(edges!.opening);
    expect(cents(answer.body.closingBalance)).toBe(edges!.closing);
    expect(cents(answer.body.days.at(-1)!.balance)).toBe(edges!.closing);
  });

  test('without dates the consolidation covers the last 30 days through today', async () => {
    const { first, last } = await range(29);
    const answer = await api.call<Consolidation>('GET', `/api/Consolidations/Accounts/${company.accountId}`, { token });
    const padded = (day: string) => day.replace(/-(\d)(?=-|$)/g, '-0$1');
    expect([answer.body.startDate, answer.body.endDate]).toEqual([padded(first), padded(last)]);
    expect(answer.body.days).toHaveLength(30);
  });

  test('the chart has one point per day for credits, debits and end-of-day balance, matching the consolidation', async () => {
    const { first, last } = await range(14);
    const query = `startDate=${first}&endDate=${last}`;
    const chart = await api.call<ConsolidationChart>('GET', `/api/Consolidations/Accounts/${company.accountId}/Chart?${query}`, {
      token,
    });
    const report = await api.call<Consolidation>('GET', `/api/Consolidations/Accounts/${company.accountId}?${query}`, { token });
    expect(chart.body.labels).toEqual(report.body.days.map((day) => day.date));
    expect(chart.body.series.map((series) => series.key)).toEqual(['CREDIT', 'DEBIT', 'BALANCE']);
    expect(chart.body.series[0]!.data).toEqual(report.body.days.map((day) => day.credit));
    expect(chart.body.series[1]!.data).toEqual(report.body.days.map((day) => day.debit));
    expect(chart.body.series[2]!.data).toEqual(report.body.days.map((day) => day.balance));
  });

  test.each([
    ['a range longer than a year', 'startDate=2024-1-1&endDate=2025-6-30', 'RP10001'],
    ['an end before the start', 'startDate=2026-3-10&endDate=2026-3-1', 'ST10002'],
    ['an impossible date', 'startDate=2026-2-30', 'ST10001'],
  ])('a consolidation over %s answers 400 with the error list', async (_case, query, errorCode) => {
    const answer = await api.call<ErrorList>('GET', `/api/Consolidations/Accounts/${company.accountId}/Chart?${query}`, {
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]!.errorCode).toBe(errorCode);
  });

  test.each(['Consolidations/Accounts/{id}', 'Consolidations/Accounts/{id}/Chart'])(
    'Maria, without consolidations, is refused her own %s',
    async (path) => {
      const maria = holderOf('maria');
      const mariaToken = (await api.signIn('maria')).body.access_token;
      const answer = await api.call<ErrorList>('GET', `/api/${path.replace('{id}', maria.accountId)}`, { token: mariaToken });
      expect(answer.status).toBe(403);
      expect(answer.body.errors[0]).toEqual({
        errorCode: 'RP10002',
        message: 'Consolidações não estão habilitadas para esta conta.',
      });
    },
  );

  test.each([
    ['billing quantities', 'Reports/Accounts/{id}/Billings/PAID/Quantities'],
    ['the consolidation', 'Consolidations/Accounts/{id}'],
    ['the chart', 'Consolidations/Accounts/{id}/Chart'],
  ])("another account's %s is refused as not found", async (_case, path) => {
    const answer = await api.call<ErrorList>('GET', `/api/${path.replace('{id}', holderOf('maria').accountId)}`, { token });
    expect(answer.status).toBe(404);
    expect(answer.body.errors[0]!.errorCode).toBe('AC10001');
  });
});

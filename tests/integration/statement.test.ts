import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AccountTransactionPage, ErrorList } from '../../src/generated/schemas.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

interface PostingRow {
  id: string;
  amount_cents: number;
  balance_after_cents: number;
}

describe.each(backendsOf(import.meta.url))('the statement on $name', ({ databaseUrl }) => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  const maria = holderOf('maria');
  const path = `/api/Accounts/${maria.accountId}/Transactions`;

  /** Maria's postings matching an extra SQL condition, newest first: what the statement must show. */
  const postings = (condition = 'true', params: unknown[] = []) =>
    sandbox.ctx.db.query<PostingRow>(
      `select id, amount_cents, balance_after_cents from postings
        where account_id = $1 and (${condition}) order by executed_at desc, seq desc`,
      [maria.accountId, ...params],
    );

  const page = (query: string) => api.call<AccountTransactionPage>('GET', `${path}?${query}`, { token });

  beforeAll(async () => {
    sandbox = await startTestSandbox({ databaseUrl });
    api = apiClient(sandbox.url);
    token = (await api.signIn('maria')).body.access_token;
  });
  afterAll(() => sandbox.close());

  test('the first page shows the twenty newest entries of the account, as the ledger holds them', async () => {
    const answer = await page('');
    expect(answer.status).toBe(200);
    const expected = await postings();
    expect(answer.body.items.map((item) => item.id)).toEqual(expected.slice(0, 20).map((row) => row.id));
    expect(answer.body).toMatchObject({ currentPage: 1, pageSize: 20, totalCount: expected.length, hasPrevious: false });
  });

  test('each entry shows a positive amount in reais, its direction and the balance right after it', async () => {
    const answer = await page('pageSize=100');
    const rows = new Map((await postings()).map((row) => [row.id, row]));
    for (const item of answer.body.items) {
      const row = rows.get(item.id)!;
      expect(Math.round(item.amount * 100)).toBe(Math.abs(row.amount_cents));
      expect(item.launch).toBe(row.amount_cents > 0 ? 'CREDIT' : 'DEBIT');
      expect(Math.round(item.balance * 100)).toBe(row.balance_after_cents);
      expect(item).toMatchObject({ accountId: maria.accountId, currency: 'BRL' });
    }
  });

  test('launch=DEBIT lists only the debits, all of them', async () => {
    const answer = await page('launch=DEBIT&pageSize=100');
    const debits = await postings('amount_cents < 0');
    expect(answer.body.totalCount).toBe(debits.length);
    expect(answer.body.items.map((item) => item.id)).toEqual(debits.slice(0, 100).map((row) => row.id));
    expect(answer.body.items.every((item) => item.launch === 'DEBIT')).toBe(true);
  });

  test('launch=CREDIT lists only the credits, all of them', async () => {
    const answer = await page('launch=CREDIT&pageSize=100');
    const credits = await postings('amount_cents > 0');
    expect(answer.body.totalCount).toBe(credits.length);
    expect(answer.body.items.every((item) => item.launch === 'CREDIT')).toBe(true);
  });

  test('a date range keeps whole days in São Paulo time, both days included, with dates written without zero padding', async () => {
    // Ten days ending eight days ago, as the database computes São Paulo calendar days.
    const [range] = await sandbox.ctx.db.query<{ first: string; last: string }>(
      `select to_char((now() at time zone 'America/Sao_Paulo')::date - 17, 'FMYYYY-FMMM-FMDD') as first,
              to_char((now() at time zone 'America/Sao_Paulo')::date - 8, 'FMYYYY-FMMM-FMDD') as last`,
    );
    const expected = await postings(`(executed_at at time zone 'America/Sao_Paulo')::date between $2::date and $3::date`, [
      range!.first,
      range!.last,
    ]);
    expect(expected.length).toBeGreaterThan(0);
    const answer = await page(`startDate=${range!.first}&endDate=${range!.last}&pageSize=100`);
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((item) => item.id)).toEqual(expected.map((row) => row.id));
  });

  test('a single day (startDate equal to endDate) lists the entries of that day', async () => {
    const [newest] = await sandbox.ctx.db.query<{ day: string }>(
      `select to_char(executed_at at time zone 'America/Sao_Paulo', 'FMYYYY-FMMM-FMDD') as day
         from postings where account_id = $1 order by executed_at desc limit 1`,
      [maria.accountId],
    );
    const expected = await postings(`to_char(executed_at at time zone 'America/Sao_Paulo', 'FMYYYY-FMMM-FMDD') = $2`, [
      newest!.day,
    ]);
    const answer = await page(`startDate=${newest!.day}&endDate=${newest!.day}`);
    expect(answer.body.items.map((item) => item.id)).toEqual(expected.map((row) => row.id));
  });

  test('search finds descriptions whatever the capitals and accents', async () => {
    const expected = await postings(`description ilike $2`, ['%Soluções%']);
    expect(expected.length).toBeGreaterThan(0);
    for (const search of ['solucoes', 'SOLUÇÕES', 'Soluçoes']) {
      const answer = await page(`search=${encodeURIComponent(search)}&pageSize=100`);
      expect(answer.body.items.map((item) => item.id)).toEqual(expected.map((row) => row.id));
    }
  });

  test('search treats % and _ as plain characters, not wildcards', async () => {
    const answer = await page(`search=${encodeURIComponent('%')}`);
    expect(answer.body.totalCount).toBe(0);
  });

  test('filters combine: only the debits whose description matches the search', async () => {
    const expected = await postings(`amount_cents < 0 and description ilike $2`, ['%PIX enviado%']);
    const answer = await page(`launch=DEBIT&search=pix%20ENVIADO&pageSize=100`);
    expect(answer.body.items.map((item) => item.id)).toEqual(expected.map((row) => row.id));
  });

  test('pages follow each other without gaps or repeats, and the last one is partial with hasNext false', async () => {
    const all = await postings();
    const pageSize = [7, 8, 9, 11, 13].find((size) => all.length % size !== 0)!;
    const totalPages = Math.ceil(all.length / pageSize);
    const seen: string[] = [];
    for (let pageNumber = 1; pageNumber <= totalPages; pageNumber += 1) {
      const answer = await page(`pageNumber=${pageNumber}&pageSize=${pageSize}`);
      expect(answer.body).toMatchObject({
        currentPage: pageNumber,
        totalPages,
        totalCount: all.length,
        hasPrevious: pageNumber > 1,
        hasNext: pageNumber < totalPages,
      });
      seen.push(...answer.body.items.map((item) => item.id));
    }
    expect(seen).toEqual(all.map((row) => row.id));
    const last = await page(`pageNumber=${totalPages}&pageSize=${pageSize}`);
    expect(last.body.items).toHaveLength(all.length - pageSize * (totalPages - 1));
  });

  test('when the page size divides the count exactly, the last page is full and there is no next page', async () => {
    const credits = await postings('amount_cents > 0');
    const answer = await page(`launch=CREDIT&pageSize=${credits.length}`);
    expect(answer.body).toMatchObject({ totalPages: 1, hasNext: false, hasPrevious: false });
    expect(answer.body.items).toHaveLength(credits.length);
  });

  test('a page past the end is empty but still says how many entries there are', async () => {
    const all = await postings();
    const answer = await page('pageNumber=999&pageSize=100');
    expect(answer.body).toMatchObject({ items: [], totalCount: all.length, hasNext: false, hasPrevious: true });
  });

  test('pages and balances of several accounts asked for together each answer their own account', async () => {
    const ana = holderOf('ana');
    const anaToken = (await api.signIn('ana')).body.access_token;
    const anaPath = `/api/Accounts/${ana.accountId}/Transactions`;
    const anaPostings = await sandbox.ctx.db.query<PostingRow>(
      'select id from postings where account_id = $1 order by executed_at desc, seq desc',
      [ana.accountId],
    );
    const mariaPostings = await postings();
    const balanceOf = async (accountId: string) =>
      (await sandbox.ctx.db.query<{ balance_cents: number }>('select balance_cents from accounts where id = $1', [accountId]))[0]!
        .balance_cents;
    const answers = await Promise.all([
      page('pageSize=5'),
      api.call<AccountTransactionPage>('GET', `${anaPath}?pageSize=5`, { token: anaToken }),
      page('pageSize=5&pageNumber=2'),
      page('pageSize=5'),
      page('pageNumber=999&pageSize=100'),
      api.call<{ id: string; balance: number }>('GET', `/api/Accounts/${maria.accountId}/Balance`, { token }),
      api.call<{ id: string; balance: number }>('GET', `/api/Accounts/${ana.accountId}/Balance`, { token: anaToken }),
      api.call('GET', `/api/Accounts/${ana.accountId}/Balance`, { token }),
    ]);
    const ids = (at: number) => (answers[at]!.body as AccountTransactionPage).items.map((item) => item.id);
    expect(ids(0)).toEqual(mariaPostings.slice(0, 5).map((row) => row.id));
    expect(ids(1)).toEqual(anaPostings.slice(0, 5).map((row) => row.id));
    expect(ids(2)).toEqual(mariaPostings.slice(5, 10).map((row) => row.id));
    expect(ids(3)).toEqual(ids(0));
    expect(answers[4]!.body).toMatchObject({ items: [], totalCount: mariaPostings.length });
    expect((answers[1]!.body as AccountTransactionPage).totalCount).toBe(anaPostings.length);
    expect(answers[5]!.body).toMatchObject({ id: maria.accountId, balance: (await balanceOf(maria.accountId)) / 100 });
    expect(answers[6]!.body).toMatchObject({ id: ana.accountId, balance: (await balanceOf(ana.accountId)) / 100 });
    expect(answers[7]!.status).toBe(404);
  });

  test('a filter that matches nothing answers an empty list with no pages', async () => {
    const answer = await page('search=nada-disso-existe');
    expect(answer.body).toMatchObject({ items: [], totalCount: 0, totalPages: 0, hasNext: false, hasPrevious: false });
  });

  test.each([
    ['startDate=2026-2-30', 'ST10001'],
    ['endDate=2026-13-1', 'ST10001'],
    ['startDate=05/01/2026', 'RQ10001'],
    ['startDate=2026-3-10&endDate=2026-3-1', 'ST10002'],
    ['launch=SIDEWAYS', 'RQ10001'],
    ['pageSize=101', 'RQ10001'],
    ['pageNumber=0', 'RQ10001'],
    ['pageSize=dez', 'RQ10001'],
  ])('a bad query (%s) answers 400 with the error list', async (query, errorCode) => {
    const answer = await api.call<ErrorList>('GET', `${path}?${query}`, { token });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({ errorCode, message: expect.any(String) });
  });

  test('two impossible dates are both reported in the same error list', async () => {
    const answer = await api.call<ErrorList>('GET', `${path}?startDate=2026-2-30&endDate=2026-4-31`, { token });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((error) => error.errorCode)).toEqual(['ST10001', 'ST10001']);
  });

  test("another account's statement is refused as not found", async () => {
    const answer = await api.call<ErrorList>('GET', `/api/Accounts/${holderOf('ana').accountId}/Transactions`, { token });
    expect(answer.status).toBe(404);
    expect(answer.body.errors[0]!.errorCode).toBe('AC10001');
  });

  test('the statement needs a signed-in user', async () => {
    const answer = await api.call<ErrorList>('GET', path);
    expect(answer.status).toBe(401);
  });
});

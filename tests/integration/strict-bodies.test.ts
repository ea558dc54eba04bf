import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_HOLDER_IDS } from '../../src/sandbox/seed/cards.ts';
import { holderOf } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { openMoneyBank, type ErrorList, type MoneyBank } from './money-harness.ts';

const maria = holderOf('maria');
const ana = holderOf('ana');

/** A transfer from Maria to Ana's account, valid in every field. */
const transfer = (extra: Record<string, unknown> = {}) => ({
  accountId: maria.accountId,
  type: 'INTERNAL',
  amount: 1.5,
  description: 'Almoço',
  receiver: { branch: '0001', account: ana.number },
  ...extra,
});

/** The error list names the field and says it failed its schema (RQ10001). */
function expectFieldRefused(answer: { status: number; body: ErrorList }, field: string, label = field): void {
  expect(answer.status, label).toBe(400);
  expect(answer.body.errors.length, label).toBeGreaterThan(0);
  for (const item of answer.body.errors) expect(item.errorCode, label).toBe('RQ10001');
  expect(answer.body.errors.map((item) => item.message).join(' '), label).toContain(`'${field}'`);
}

describe.each(backendsOf(import.meta.url))(
  'JSON bodies are validated strictly, queries and forms keep their text on $name',
  ({ databaseUrl }) => {
    let bank: MoneyBank;

    beforeAll(async () => {
      bank = await openMoneyBank(databaseUrl);
    });
    afterAll(() => bank.close());

    const count = async (table: string) =>
      (await bank.sandbox.ctx.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

    test('an amount written as a string creates no transfer and no charge of any kind', async () => {
      const [transfers, billings] = [await count('transfers'), await count('billings')];
      expectFieldRefused(
        await bank.call('POST', '/api/Transactions/Transfers', { as: 'maria', json: transfer({ amount: '1.50' }) }),
        'amount',
      );
      for (const kind of ['QrCode', 'PIX/Dynamic', 'PIX/Static']) {
        const answer = await bank.call('POST', `/api/Transactions/Billings/${kind}`, {
          as: 'maria',
          json: { accountId: maria.accountId, amount: '1.50' },
        });
        expectFieldRefused(answer, 'amount', kind);
      }
      expect([await count('transfers'), await count('billings')]).toEqual([transfers, billings]);
    });

    test('a form is read only by the calls spec 000 sends as forms: elsewhere its text is not taken as numbers', async () => {
      const transfers = await count('transfers');
      const response = await fetch(`${bank.sandbox.url}/api/Transactions/Transfers/PIX`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await bank.tokenOf('maria')}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ accountId: maria.accountId, key: 'ana@balcao.example', amount: '1.50' }),
      });
      expect(response.status).toBe(415);
      expect(((await response.json()) as ErrorList).errors[0]!.errorCode).toBe('RQ10006');
      expect(await count('transfers')).toBe(transfers);
    });

    test('"false" does not disapprove a transfer: it stays waiting for approval', async () => {
      const created = await bank.call('POST', '/api/Transactions/Transfers', { as: 'maria', json: transfer() });
      expect(created.status).toBe(200);
      const answer = await bank.call('POST', `/api/Transactions/Transfers/${created.body.id}/Approval`, {
        as: 'maria',
        json: { approved: 'false' },
      });
      expectFieldRefused(answer, 'approved');
      const now = await bank.call('GET', `/api/Transactions/Transfers/${created.body.id}`, { as: 'maria' });
      expect(now.body.status).toBe('CREATED');
    });

    test('a number is not a string: a holder named 12345 is refused and keeps the name it had', async () => {
      const path = `/api/CardHolders/${DEMO_HOLDER_IDS.maria}`;
      const before = (await bank.call('GET', path, { as: 'maria' })).body;
      const answer = await bank.call('PUT', path, {
        as: 'maria',
        json: { name: 12345, invoiceClosingDay: 5, invoicePayDay: 15, hasBilling: true },
      });
      expectFieldRefused(answer, 'name');
      expect((await bank.call('GET', path, { as: 'maria' })).body.name).toBe(before.name);
    });

    test('a closed object refuses a property it does not name, without repeating the name', async () => {
      const answer = await bank.call<ErrorList>('PUT', `/api/Accounts/${maria.accountId}/Limits`, {
        as: 'maria',
        json: { items: [{ product: 'PIX', dailyLimit: 100 }], '<script>': 1 },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([{ message: expect.any(String), errorCode: 'RQ10001' }]);
      expect(JSON.stringify(answer.body)).not.toContain('script');
    });

    test('amounts have at most two decimals and stay within their bounds', async () => {
      expectFieldRefused(
        await bank.call('POST', '/api/Transactions/Transfers', { as: 'maria', json: transfer({ amount: 1.005 }) }),
        'amount',
      );
      expectFieldRefused(
        await bank.call('POST', '/api/Transactions/Billings/QrCode', {
          as: 'maria',
          json: { accountId: maria.accountId, amount: 0.001 },
        }),
        'amount',
      );
      for (const dailyLimit of [10.001, 1e20]) {
        expectFieldRefused(
          await bank.call('PUT', `/api/Accounts/${maria.accountId}/Limits`, {
            as: 'maria',
            json: { items: [{ product: 'PIX', dailyLimit }] },
          }),
          'items.0.dailyLimit',
          String(dailyLimit),
        );
      }
      const cents = await bank.call('POST', '/api/Transactions/Transfers', { as: 'maria', json: transfer({ amount: 4.35 }) });
      expect(cents.status).toBe(200);
      expect(cents.body.amount).toBe(4.35);
    });

    test('a NUL or another control character in a string is refused, in a body, a form or a query', async () => {
      const token = await bank.tokenOf('maria');
      const refusals: [string, Promise<{ status: number; body: ErrorList }>][] = [
        [
          'operator',
          bank.call('POST', `/api/Authentication/Account/${maria.accountId}/SignIn`, {
            json: { operator: 'ma\u0000ria', password: '246810' },
          }),
        ],
        [
          'operator',
          fetch(`${bank.sandbox.url}/api/Authentication/Account/${maria.accountId}/SignIn`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'operator=ma%00ria&password=246810',
          }).then(async (response) => ({ status: response.status, body: (await response.json()) as ErrorList })),
        ],
        ['description', bank.call('POST', '/api/Transactions/Transfers', { token, json: transfer({ description: 'a\u0000b' }) })],
        [
          'description',
          bank.call('POST', '/api/Transactions/Billings/QrCode', {
            token,
            json: { accountId: maria.accountId, amount: 2, description: 'linha\u0007' },
          }),
        ],
        ['name', bank.call('POST', `/api/Accounts/${maria.accountId}/Devices`, { token, json: { name: 'a\u0000b' } })],
        [
          'name',
          bank.call('PUT', `/api/CardHolders/${DEMO_HOLDER_IDS.maria}`, {
            token,
            json: { name: 'Maria\u001b[31m', invoiceClosingDay: 5, invoicePayDay: 15, hasBilling: true },
          }),
        ],
        ['search', bank.call('GET', '/api/Transactions/Billings?search=%00', { token })],
        ['search', bank.call('GET', `/api/Accounts/${maria.accountId}/Transactions?search=a%00`, { token })],
      ];
      for (const [field, answer] of refusals) expectFieldRefused(await answer, field);
    });

    test('paging has an upper bound instead of reaching the database', async () => {
      const answer = await bank.call('GET', `/api/Accounts/${maria.accountId}/Transactions?pageNumber=100000000000000000000`, {
        as: 'maria',
      });
      expectFieldRefused(answer, 'pageNumber');
    });

    test('the sign-in form, queries and path parameters still read their text as numbers and booleans', async () => {
      const form = await fetch(`${bank.sandbox.url}/api/Authentication/Account/${maria.accountId}/SignIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ operator: 'maria', password: '246810', expires: '900' }),
      });
      expect(form.status).toBe(200);
      expect(((await form.json()) as { expires_in: number }).expires_in).toBe(900);

      const page = await bank.call('GET', `/api/Accounts/${maria.accountId}/Transactions?pageNumber=2&pageSize=5`, {
        as: 'maria',
      });
      expect(page.status).toBe(200);
      expect([page.body.currentPage, page.body.pageSize]).toEqual([2, 5]);
      const compe = await bank.call('GET', '/api/Common/ParticipantsSTR?IsCompe=false&search=a', { as: 'maria' });
      expect(compe.status).toBe(200);

      // The same field sent as JSON must have its JSON type.
      const json = await bank.call('POST', `/api/Authentication/Account/${maria.accountId}/SignIn`, {
        json: { operator: 'maria', password: '246810', expires: '900' },
      });
      expectFieldRefused(json, 'expires');
    });
  },
);

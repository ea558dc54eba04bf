import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ErrorList, ReferralInvitation, ReferralPage } from '../../src/generated/schemas.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { DEMO_REFERRAL_CODE } from '../../src/sandbox/seed/referrals.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';
import { accountOpening, freshCpf, naturalRequest } from './account-opening-harness.ts';

describe('"Indique um amigo": the invitation and who opened an account with it', () => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  const company = holderOf('company');
  const referrals = (query = '') =>
    api.call<ReferralPage>('GET', `/api/Accounts/${company.accountId}/Referrals${query}`, { token });

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = apiClient(sandbox.url);
    token = (await api.signIn('company')).body.access_token;
  });
  afterAll(() => sandbox.close());

  test("the company's invitation code is the seeded one, the same at every ask", async () => {
    const path = `/api/Accounts/${company.accountId}/Referrals/Invitation`;
    const first = await api.call<ReferralInvitation>('GET', path, { token });
    const second = await api.call<ReferralInvitation>('GET', path, { token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ accountId: company.accountId, referralId: DEMO_REFERRAL_CODE });
    expect(second.body).toEqual(first.body);
  });

  test('an account without a code gets one at its first ask, kept afterwards', async () => {
    const maria = holderOf('maria');
    const mariaToken = (await api.signIn('maria')).body.access_token;
    const path = `/api/Accounts/${maria.accountId}/Referrals/Invitation`;
    const first = await api.call<ReferralInvitation>('GET', path, { token: mariaToken });
    expect(first.body.referralId).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await api.call<ReferralInvitation>('GET', path, { token: mariaToken })).body.referralId).toBe(first.body.referralId);
    const [stored] = await sandbox.ctx.db.query<{ code: string }>('select referral_code as code from accounts where id = $1', [
      maria.accountId,
    ]);
    expect(stored!.code).toBe(first.body.referralId);
  });

  test('the list is every registration sent in with the code, newest first, a CPF with its middle digits only', async () => {
    const page = await referrals();
    expect(page.status).toBe(200);
    const rows = await sandbox.ctx.db.query<{ name: string; tax_id: string; status: string }>(
      `select p.name, p.tax_id, a.status from accounts a join people p on p.id = a.person_id
        where a.referral_id = $1 and a.status <> 'REGISTERING' order by a.created_at desc`,
      [DEMO_REFERRAL_CODE],
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(page.body.items.map((item) => [item.name, item.status])).toEqual(rows.map((row) => [row.name, row.status]));
    page.body.items.forEach((item, index) => {
      const taxId = rows[index]!.tax_id;
      if (taxId.length === 11) {
        expect(item.taxId).toBe(`***.${taxId.slice(3, 6)}.${taxId.slice(6, 9)}-**`);
        expect(item.taxId).not.toContain(taxId.slice(0, 3));
      } else
        expect(item.taxId).toBe(
          `${taxId.slice(0, 2)}.${taxId.slice(2, 5)}.${taxId.slice(5, 8)}/${taxId.slice(8, 12)}-${taxId.slice(12)}`,
        );
    });
    const paged = await referrals('?pageSize=2&pageNumber=2');
    expect(paged.body).toMatchObject({ currentPage: 2, pageSize: 2, totalCount: rows.length, hasPrevious: true });
    expect(paged.body.items.map((item) => item.name)).toEqual(rows.slice(2, 4).map((row) => row.name));
  });

  test('a registration opened from the link shows once it is sent in, not while it is being filled in', async () => {
    const opening = accountOpening(api, sandbox.url);
    const taxId = freshCpf();
    const created = await opening.open('Natural', naturalRequest(taxId, { referralId: DEMO_REFERRAL_CODE }));
    expect(created.status).toBe(200);
    const before = await referrals('?pageSize=100');
    expect(before.body.items.map((item) => item.taxId)).not.toContain(`***.${taxId.slice(3, 6)}.${taxId.slice(6, 9)}-**`);
    // Sent in: the account-opening tests walk the documents and the submission themselves.
    await sandbox.ctx.db.query(`update accounts set status = 'IN_ANALYSIS' where id = $1`, [created.body.id]);
    const after = await referrals('?pageSize=100');
    expect(after.body.totalCount).toBe(before.body.totalCount + 1);
    expect(after.body.items[0]).toMatchObject({
      name: created.body.name,
      personType: 'N',
      taxId: `***.${taxId.slice(3, 6)}.${taxId.slice(6, 9)}-**`,
      status: 'IN_ANALYSIS',
    });
  });

  test.each(['Referrals/Invitation', 'Referrals'])(
    "Ana, with recommendation off, is refused her own %s; nobody reads another account's",
    async (call) => {
      const ana = holderOf('ana');
      const anaToken = (await api.signIn('ana')).body.access_token;
      const own = await api.call<ErrorList>('GET', `/api/Accounts/${ana.accountId}/${call}`, { token: anaToken });
      expect(own.status).toBe(403);
      expect(own.body.errors[0]).toEqual({
        errorCode: 'IN10001',
        message: 'Indique um amigo não está habilitado para esta conta.',
      });
      const other = await api.call<ErrorList>('GET', `/api/Accounts/${company.accountId}/${call}`, { token: anaToken });
      expect([other.status, other.body.errors[0]!.errorCode]).toEqual([404, 'AC10001']);
    },
  );
});

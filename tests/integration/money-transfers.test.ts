import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isValidEndToEndId } from '../../src/domain/index.ts';
import { INTERNAL_ACCOUNTS } from '../../src/sandbox/seed/demo-data.ts';
import { backendsOf } from '../support/backends.ts';
import { openMoneyBank, type ErrorList, type MoneyBank } from './money-harness.ts';

const TRANSFERS = '/api/Transactions/Transfers';

describe.each(backendsOf(import.meta.url))('transfers on $name', ({ databaseUrl }) => {
  let bank: MoneyBank;
  let maria: string;
  let ana: string;
  let company: string;

  beforeAll(async () => {
    bank = await openMoneyBank(databaseUrl);
    maria = bank.accountOf('maria');
    ana = bank.accountOf('ana');
    company = bank.accountOf('company');
  });
  afterAll(() => bank.close());

  const toAna = (amount: number, extra: object = {}) => ({
    accountId: maria,
    type: 'INTERNAL',
    amount,
    description: 'Rateio do jantar',
    receiver: { branch: '0001', account: '77777-7' },
    ...extra,
  });
  const create = (body: object, as: 'maria' | 'company' | 'ana' = 'maria', headers: Record<string, string> = {}) =>
    bank.call('POST', TRANSFERS, { as, json: body, headers });
  const approve = (id: string, as: 'maria' | 'company' | 'ana' = 'maria', password = passwords[as]) =>
    bank.call('POST', `${TRANSFERS}/${id}/Approval`, { as, json: { approved: true, password } });
  const passwords = { maria: '246810', company: '135791', ana: '112233' };
  const countTransfers = async () =>
    (await bank.sandbox.ctx.db.query<{ n: number }>('select count(*)::int as n from transfers'))[0]!.n;

  test('a new transfer waits for approval and moves no money', async () => {
    const before = await bank.lastSeq();
    const created = await create(toAna(12.34));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: 'CREATED', type: 'INTERNAL', amount: 12.34, fee: 0, remainingAttempts: 5 });
    expect(created.body.receiver).toMatchObject({ name: 'Ana Beatriz Costa', branch: '0001', account: '777777' });
    expect(await bank.lastSeq()).toBe(before);
  });

  test('approving an internal transfer debits the payer and credits the receiver in one balanced movement', async () => {
    const [mariaBefore, anaBefore, seq] = [await bank.balanceCents(maria), await bank.balanceCents(ana), await bank.lastSeq()];
    const created = await create(toAna(25.5));
    const approved = await approve(created.body.id);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'COMPLETED', remainingAttempts: 0 });
    expect(approved.body.completedAt).toBeTruthy();
    expect(await bank.balanceCents(maria)).toBe(mariaBefore - 2550);
    expect(await bank.balanceCents(ana)).toBe(anaBefore + 2550);

    const [debit] = await bank.postingsOf(maria, seq);
    const [credit] = await bank.postingsOf(ana, seq);
    expect(debit).toMatchObject({
      amount_cents: -2550,
      entity: 'TRANSFER_INTERNAL',
      relation_id: created.body.id,
      can_reverse: false,
    });
    expect(debit!.balance_after_cents).toBe(mariaBefore - 2550);
    expect(debit!.metadata).toMatchObject({ payer: { name: 'Maria da Silva Souza' }, receiver: { name: 'Ana Beatriz Costa' } });
    expect(credit).toMatchObject({ amount_cents: 2550, entity: 'TRANSFER_INTERNAL', relation_id: created.body.id });
    expect(credit!.metadata!.movementId).toBe(debit!.metadata!.movementId);
  });

  test('a PIX by key reaches the key owner as a PIX received that can be returned', async () => {
    const seq = await bank.lastSeq();
    const created = await bank.call('POST', `${TRANSFERS}/PIX`, {
      as: 'maria',
      json: { accountId: maria, key: 'ANA@balcao.example', amount: 7.25, description: 'Café' },
    });
    expect(created.body).toMatchObject({ type: 'PIX', key: 'ana@balcao.example', status: 'CREATED' });
    expect(created.body.receiver.taxId).toBe('***.533.447-**');
    expect(isValidEndToEndId(created.body.endToEndId)).toBe(true);
    expect(created.body.endToEndId.startsWith('E99999917')).toBe(true);
    await approve(created.body.id);

    const [debit] = await bank.postingsOf(maria, seq);
    const [credit] = await bank.postingsOf(ana, seq);
    expect(debit).toMatchObject({ entity: 'TRANSFER_PIX', amount_cents: -725 });
    expect(credit).toMatchObject({ entity: 'RECEIVE_PIX', amount_cents: 725, can_reverse: true });
    expect(credit!.metadata).toMatchObject({ key: 'ana@balcao.example', endToEndId: created.body.endToEndId });
    const receive = await bank.call('GET', `/api/Transactions/Receives/${credit!.relation_id}`, { as: 'ana' });
    expect(receive.body).toMatchObject({
      amount: 7.25,
      canReverse: true,
      status: 'RECEIVED',
      payer: { name: 'Maria da Silva Souza' },
    });
  });

  test("the company's TED to another bank goes to settlement and charges the R$ 8,50 fee as PAYMENT_FEE", async () => {
    const [before, settlement, fees, seq] = [
      await bank.balanceCents(company),
      await bank.balanceCents(INTERNAL_ACCOUNTS.settlement.id),
      await bank.balanceCents(INTERNAL_ACCOUNTS.fees.id),
      await bank.lastSeq(),
    ];
    const created = await create(
      {
        accountId: company,
        type: 'EXTERNAL',
        amount: 300,
        receiver: {
          ispb: '60746948',
          branch: '3321',
          account: '778899',
          accountType: 'CC',
          name: 'Tech Soluções Digitais S.A.',
          taxId: '19.131.243/0001-97',
        },
      },
      'company',
    );
    expect(created.body).toMatchObject({
      fee: 8.5,
      receiver: { bank: 'Banco Bradesco S.A.', compe: '237', taxId: '19131243000197' },
    });
    await approve(created.body.id, 'company');
    expect(await bank.balanceCents(company)).toBe(before - 30_000 - 850);
    expect(await bank.balanceCents(INTERNAL_ACCOUNTS.settlement.id)).toBe(settlement + 30_000);
    expect(await bank.balanceCents(INTERNAL_ACCOUNTS.fees.id)).toBe(fees + 850);
    const rows = await bank.postingsOf(company, seq);
    expect(rows.map((row) => [row.entity, row.amount_cents])).toEqual([
      ['TRANSFER_EXTERNAL', -30_000],
      ['PAYMENT_FEE', -850],
    ]);
    expect(rows[1]!.metadata).toMatchObject({ amount: 8.5, receiver: { name: 'Banco Balcão S.A.', taxId: '11444777000161' } });
  });

  test('people pay no fee for a TED', async () => {
    const created = await create({
      accountId: maria,
      type: 'EXTERNAL',
      amount: 10,
      receiver: {
        compe: '341',
        branch: '0912',
        account: '443210',
        name: 'Companhia Energética Paulista',
        taxId: '61695227000193',
      },
    });
    expect(created.body.fee).toBe(0);
  });

  test('a TED to a bank that is not an STR participant is refused', async () => {
    const answer = await create({
      accountId: maria,
      type: 'EXTERNAL',
      amount: 10,
      receiver: { ispb: '12345678', branch: '1', account: '1', name: 'Fulano', taxId: '52998224725' },
    });
    expect(answer.status).toBe(422);
    expect((answer.body as ErrorList).errors[0]!.errorCode).toBe('TR10006');
  });

  test('a TED with an invalid tax id for the receiver is refused', async () => {
    const answer = await create({
      accountId: maria,
      type: 'EXTERNAL',
      amount: 10,
      receiver: { compe: '001', branch: '1', account: '1', name: 'Fulano', taxId: '11111111111' },
    });
    expect((answer.body as ErrorList).errors[0]!.errorCode).toBe('TR10008');
  });

  test('a PIX to a key nobody owns is refused', async () => {
    const answer = await create({ accountId: maria, type: 'PIX', amount: 10, key: 'ninguem@example.com' });
    expect(answer.status).toBe(404);
    expect((answer.body as ErrorList).errors[0]!.errorCode).toBe('PX10001');
  });

  test('a transfer to the payer’s own account is refused', async () => {
    const answer = await create(toAna(1, { receiver: { branch: '1', account: '12345-6' } }));
    expect((answer.body as ErrorList).errors[0]!.errorCode).toBe('TR10005');
  });

  test('disapproving a transfer cancels it and moves nothing', async () => {
    const created = await create(toAna(3));
    const seq = await bank.lastSeq();
    const answer = await bank.call('POST', `${TRANSFERS}/${created.body.id}/Approval`, {
      as: 'maria',
      json: { approved: false },
    });
    expect(answer.body).toMatchObject({ status: 'CANCELED' });
    expect(await bank.lastSeq()).toBe(seq);
  });

  test('a cancelled transfer moves nothing and can no longer be approved', async () => {
    const created = await create(toAna(4));
    const seq = await bank.lastSeq();
    const cancelled = await bank.call('DELETE', `${TRANSFERS}/${created.body.id}/Cancel`, { as: 'maria' });
    expect(cancelled.body).toMatchObject({ status: 'CANCELED' });
    const approval = await approve(created.body.id);
    expect(approval.status).toBe(409);
    expect((approval.body as ErrorList).errors[0]).toMatchObject({ errorCode: 'TR10002' });
    expect(await bank.lastSeq()).toBe(seq);
  });

  test('approving a transfer twice is refused the second time and the money moves once', async () => {
    const created = await create(toAna(5));
    const before = await bank.balanceCents(maria);
    expect((await approve(created.body.id)).status).toBe(200);
    const again = await approve(created.body.id);
    expect(again.status).toBe(409);
    expect((again.body as ErrorList).errors[0]!.message).toContain('COMPLETED');
    expect(await bank.balanceCents(maria)).toBe(before - 500);
  });

  test('a completed transfer cannot be cancelled and stays completed', async () => {
    const created = await create(toAna(6));
    await approve(created.body.id);
    const cancel = await bank.call('DELETE', `${TRANSFERS}/${created.body.id}/Cancel`, { as: 'maria' });
    expect(cancel.status).toBe(409);
    expect((cancel.body as ErrorList).errors[0]!.errorCode).toBe('TR10003');
    expect((await bank.call('GET', `${TRANSFERS}/${created.body.id}`, { as: 'maria' })).body.status).toBe('COMPLETED');
  });

  test('a transfer above the available balance is refused at approval and keeps waiting', async () => {
    const created = await create(
      { accountId: ana, type: 'INTERNAL', amount: 900_000, receiver: { branch: '0001', account: '123456' } },
      'ana',
    );
    const seq = await bank.lastSeq();
    const approval = await approve(created.body.id, 'ana');
    expect(approval.status).toBe(422);
    expect((approval.body as ErrorList).errors[0]!.errorCode).toBe('LD10001');
    expect((await bank.call('GET', `${TRANSFERS}/${created.body.id}`, { as: 'ana' })).body.status).toBe('CREATED');
    expect(await bank.lastSeq()).toBe(seq);
  });

  test("a PIX above the day's limit is refused at approval", async () => {
    const created = await create({ accountId: maria, type: 'PIX', amount: 5_000.01, key: '11222333000181' });
    const approval = await approve(created.body.id);
    expect(approval.status).toBe(422);
    expect((approval.body as ErrorList).errors[0]!.errorCode).toMatch(/^AS1000[12]$/);
  });

  test('repeating a create with the same Idempotency-Key answers the first transfer and records nothing new', async () => {
    const headers = { 'Idempotency-Key': 'dinner-split-2026-001' };
    const first = await create(toAna(8.8), 'maria', headers);
    const count = await countTransfers();
    const repeat = await create(toAna(8.8), 'maria', headers);
    expect(repeat.status).toBe(200);
    expect(repeat.body.id).toBe(first.body.id);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(await countTransfers()).toBe(count);
  });

  test('creates sent together, repeats of one Idempotency-Key among them, record each transfer once', async () => {
    const count = await countTransfers();
    const keys = ['dinner-split-2026-010', 'dinner-split-2026-011', 'dinner-split-2026-012'];
    const answers = await Promise.all(
      keys.flatMap((key, at) => Array.from({ length: 4 }, () => create(toAna(10 + at), 'maria', { 'Idempotency-Key': key }))),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const idsByKey = keys.map((_, at) => new Set(answers.slice(at * 4, at * 4 + 4).map((answer) => answer.body.id)));
    expect(idsByKey.map((ids) => ids.size)).toEqual([1, 1, 1]);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    expect(await countTransfers()).toBe(count + 3);
    const refused = await Promise.all([
      create(toAna(11), 'maria', { 'Idempotency-Key': keys[0]! }),
      create({ ...toAna(1), receiver: { branch: '0001', account: '99999-9' } }),
    ]);
    expect(refused.map((answer) => (answer.body as ErrorList).errors[0]!.errorCode)).toEqual(['TR10011', 'TR10004']);
    expect(await countTransfers()).toBe(count + 3);
  });

  test('the same Idempotency-Key with a different request is refused with 422', async () => {
    const headers = { 'Idempotency-Key': 'dinner-split-2026-002' };
    await create(toAna(9), 'maria', headers);
    const count = await countTransfers();
    const other = await create(toAna(9.01), 'maria', headers);
    expect(other.status).toBe(422);
    expect((other.body as ErrorList).errors[0]!.errorCode).toBe('TR10011');
    expect(await countTransfers()).toBe(count);
  });

  test("another account's transfer cannot be read, approved or cancelled", async () => {
    const created = await create(toAna(2));
    const id = created.body.id;
    for (const [method, path, json] of [
      ['GET', `${TRANSFERS}/${id}`, undefined],
      ['POST', `${TRANSFERS}/${id}/Approval`, { approved: true, password: '112233' }],
      ['DELETE', `${TRANSFERS}/${id}/Cancel`, undefined],
    ] as const) {
      const answer = await bank.call(method, path, { as: 'ana', json });
      expect(answer.status).toBe(404);
      expect((answer.body as ErrorList).errors[0]!.errorCode).toBe('TR10001');
    }
    expect((await bank.call('GET', `${TRANSFERS}/${id}`, { as: 'maria' })).body.status).toBe('CREATED');
    const listed = await bank.call('GET', `${TRANSFERS}?accountId=${maria}`, { as: 'ana' });
    expect(listed.status).toBe(404);
  });

  test('the list filters by status and date and answers a paged list', async () => {
    const today = new Date();
    const day = `${today.getUTCFullYear()}-${today.getUTCMonth() + 1}-${today.getUTCDate()}`;
    const page = await bank.call('GET', `${TRANSFERS}?status=COMPLETED&pageSize=2&pageNumber=1`, { as: 'maria' });
    expect(page.body).toMatchObject({ currentPage: 1, pageSize: 2, hasPrevious: false });
    expect(page.body.items).toHaveLength(2);
    expect(page.body.items.every((item: { status: string }) => item.status === 'COMPLETED')).toBe(true);
    expect(page.body.totalPages).toBe(Math.ceil(page.body.totalCount / 2));
    const old = await bank.call('GET', `${TRANSFERS}?startDate=2020-1-1&endDate=2020-1-31`, { as: 'maria' });
    expect(old.body.totalCount).toBe(0);
    const bad = await bank.call('GET', `${TRANSFERS}?startDate=${day}&endDate=2020-1-1`, { as: 'maria' });
    expect(bad.status).toBe(400);
  });

  test('a TED ending in ,66 is rejected by the receiving bank and the money comes back, fee included', async () => {
    const before = await bank.balanceCents(company);
    const seq = await bank.lastSeq();
    const created = await create(
      {
        accountId: company,
        type: 'EXTERNAL',
        amount: 100.66,
        receiver: {
          compe: '104',
          branch: '0456',
          account: '000123456',
          accountType: 'CP',
          name: 'Carlos Eduardo Martins',
          taxId: '86288366757',
        },
      },
      'company',
    );
    const approved = await approve(created.body.id, 'company');
    expect(approved.body).toMatchObject({ status: 'REJECTED' });
    expect(approved.body.message).toContain('banco recebedor');
    expect(await bank.balanceCents(company)).toBe(before);
    const rows = await bank.postingsOf(company, seq);
    expect(rows.map((row) => row.amount_cents)).toEqual([-10_066, -850, 10_066, 850]);
  });

  test('a TED ending in ,77 stays processing for 60 seconds of the sandbox clock, then settles', async () => {
    const created = await create(
      {
        accountId: company,
        type: 'EXTERNAL',
        amount: 50.77,
        receiver: {
          compe: '001',
          branch: '1234',
          account: '567890',
          name: 'Supermercado Bom Preço Ltda',
          taxId: '45997418000153',
        },
      },
      'company',
    );
    const before = await bank.balanceCents(company);
    const approved = await approve(created.body.id, 'company');
    expect(approved.body).toMatchObject({ status: 'PROCESSING' });
    expect(await bank.balanceCents(company)).toBe(before - 5077 - 850);
    await bank.advanceClock(61);
    const later = await bank.call('GET', `${TRANSFERS}/${created.body.id}`, { as: 'company' });
    expect(later.body).toMatchObject({ status: 'COMPLETED' });
    expect(await bank.balanceCents(company)).toBe(before - 5077 - 850);
  });
});

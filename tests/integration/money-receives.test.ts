import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INTERNAL_ACCOUNTS } from '../../src/sandbox/seed/demo-data.ts';
import { backendsOf } from '../support/backends.ts';
import { openMoneyBank, type ErrorList, type MoneyBank } from './money-harness.ts';

const RECEIVES = '/api/Transactions/Receives';

describe.each(backendsOf(import.meta.url))('returning money received (PIX devolução) on $name', ({ databaseUrl }) => {
  let bank: MoneyBank;
  let maria: string;
  let ana: string;

  beforeAll(async () => {
    bank = await openMoneyBank(databaseUrl);
    maria = bank.accountOf('maria');
    ana = bank.accountOf('ana');
  });
  afterAll(() => bank.close());

  const errorOf = (answer: { body: unknown }) => (answer.body as ErrorList).errors[0]!;
  /** Maria sends Ana a PIX; answers the receive id on Ana's side. */
  const pixToAna = async (amount: number): Promise<string> => {
    const created = await bank.call('POST', '/api/Transactions/Transfers/PIX', {
      as: 'maria',
      json: { accountId: maria, key: 'ana@balcao.example', amount },
    });
    const seq = await bank.lastSeq();
    await bank.call('POST', `/api/Transactions/Transfers/${created.body.id}/Approval`, {
      as: 'maria',
      json: { approved: true, password: '246810' },
    });
    const [credit] = await bank.postingsOf(ana, seq);
    return credit!.relation_id!;
  };
  const reverse = (id: string, amount: number, extra: object = {}) =>
    bank.call('PUT', `${RECEIVES}/${id}/Reverse`, {
      as: 'ana',
      json: { currency: 'BRL', amount, reason: 'MD06', description: 'Valor errado', ...extra },
    });

  test('part of a PIX received goes back to the payer, and the rest can still be returned', async () => {
    const id = await pixToAna(50);
    const [mariaBefore, anaBefore, seq] = [await bank.balanceCents(maria), await bank.balanceCents(ana), await bank.lastSeq()];
    const answer = await reverse(id, 20);
    expect(answer.body).toMatchObject({ status: 'PARTIALLY_REVERSED', reversedAmount: 20, canReverse: true });
    expect(await bank.balanceCents(maria)).toBe(mariaBefore + 2_000);
    expect(await bank.balanceCents(ana)).toBe(anaBefore - 2_000);
    const [debit] = await bank.postingsOf(ana, seq);
    const [credit] = await bank.postingsOf(maria, seq);
    expect(debit).toMatchObject({ entity: 'RECEIVE_PIX', amount_cents: -2_000, relation_id: id });
    expect(credit).toMatchObject({ entity: 'TRANSFER_PIX', amount_cents: 2_000 });
    expect(debit!.metadata!.endToEndId).toMatch(/^D99999917\d{12}[0-9A-Za-z]{11}$/);
    expect(debit!.metadata).toMatchObject({ reason: 'MD06' });
  });

  test('a return above what is left of the PIX is refused and moves nothing', async () => {
    const id = await pixToAna(10);
    await reverse(id, 6);
    const seq = await bank.lastSeq();
    const answer = await reverse(id, 4.01);
    expect(answer.status).toBe(422);
    expect(errorOf(answer)).toMatchObject({
      errorCode: 'RC10003',
      message: 'A devolução passa do valor recebido ainda não devolvido. Disponível para devolução: R$ 4,00.',
    });
    expect(await bank.lastSeq()).toBe(seq);
  });

  test('once all of it is returned, neither the receive nor its statement entry can be reversed again', async () => {
    const id = await pixToAna(8);
    const answer = await reverse(id, 8);
    expect(answer.body).toMatchObject({ status: 'REVERSED', canReverse: false });
    const [posting] = await bank.sandbox.ctx.db.query<{ can_reverse: boolean }>(
      `select can_reverse from postings where relation_id = $1 and amount_cents > 0`,
      [id],
    );
    expect(posting!.can_reverse).toBe(false);
    const again = await reverse(id, 1);
    expect(again.status).toBe(409);
    expect(errorOf(again).errorCode).toBe('RC10002');
  });

  test('a PIX received from another bank is returned through the settlement account', async () => {
    const [seeded] = await bank.sandbox.ctx.db.query<{ id: string; amount_cents: number }>(
      `select id, amount_cents from receives where account_id = $1 and payer_account_id is null order by created_at desc limit 1`,
      [bank.accountOf('company')],
    );
    const settlement = await bank.balanceCents(INTERNAL_ACCOUNTS.settlement.id);
    const answer = await bank.call('PUT', `${RECEIVES}/${seeded!.id}/Reverse`, {
      as: 'company',
      json: { currency: 'BRL', amount: 1, reason: 'BE08' },
    });
    expect(answer.body).toMatchObject({ reversedAmount: 1 });
    expect(await bank.balanceCents(INTERNAL_ACCOUNTS.settlement.id)).toBe(settlement + 100);
  });

  test('the reason must be one of the ReverseReasons and the description at most 32 characters', async () => {
    const id = await pixToAna(3);
    const badReason = await reverse(id, 1, { reason: 'XX99' });
    expect(badReason.status).toBe(400);
    expect(errorOf(badReason).errorCode).toBe('RC10005');
    const long = await reverse(id, 1, { description: 'x'.repeat(33) });
    expect(long.status).toBe(400);
    const byLabel = await reverse(id, 1, { reason: 'Erro operacional do banco (BE08)' });
    expect(byLabel.status).toBe(200);
  });

  test("another account's receive can be neither read nor returned", async () => {
    const id = await pixToAna(2);
    expect((await bank.call('GET', `${RECEIVES}/${id}`, { as: 'maria' })).status).toBe(404);
    const answer = await bank.call('PUT', `${RECEIVES}/${id}/Reverse`, {
      as: 'maria',
      json: { currency: 'BRL', amount: 1, reason: 'MD06' },
    });
    expect(answer.status).toBe(404);
    expect(errorOf(answer).errorCode).toBe('RC10001');
  });

  test('a PIX received more than 90 days ago can no longer be returned', async () => {
    const id = await pixToAna(5);
    await bank.advanceClock(91 * 86_400);
    const receive = await bank.call('GET', `${RECEIVES}/${id}`, { as: 'ana' });
    expect(receive.body.canReverse).toBe(false);
    const answer = await reverse(id, 1);
    expect(answer.status).toBe(422);
    expect(errorOf(answer).errorCode).toBe('RC10004');
  });
});

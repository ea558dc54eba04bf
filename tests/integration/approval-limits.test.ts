import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backendsOf } from '../support/backends.ts';
import {
  openMoneyBank,
  setApprovalMethod,
  tokenFromInbox,
  type ErrorList,
  type HolderKey,
  type MoneyBank,
} from './money-harness.ts';

const TRANSFERS = '/api/Transactions/Transfers';
const RIGHT: Record<HolderKey, string> = { maria: '246810', company: '135791', ana: '112233' };

describe.each(backendsOf(import.meta.url))('approval limits on $name', ({ databaseUrl }) => {
  let bank: MoneyBank;

  beforeAll(async () => {
    bank = await openMoneyBank(databaseUrl);
  }, 180_000);
  afterAll(() => bank.close());

  const pendingTransfer = async (key: HolderKey) => {
    const answer = await bank.call('POST', TRANSFERS, {
      as: key,
      json: {
        accountId: bank.accountOf(key),
        type: 'PIX',
        key: key === 'ana' ? 'maria@balcao.example' : 'ana@balcao.example',
        amount: 1.5,
        description: 'Lanche',
      },
    });
    expect(answer.status).toBe(200);
    return answer.body.id as string;
  };
  const approve = (key: HolderKey, id: string, password: string) =>
    bank.call('POST', `${TRANSFERS}/${id}/Approval`, { as: key, json: { approved: true, password } });
  const codeOf = (answer: { body: unknown }) => (answer.body as ErrorList).errors[0]!.errorCode;
  const statusOf = async (key: HolderKey, id: string) =>
    (await bank.call('GET', `${TRANSFERS}/${id}`, { as: key })).body.status as string;
  /** An approval from a given client address, as the sandbox sees it. */
  const approveFrom = async (remoteAddress: string, key: HolderKey, id: string, password: string) =>
    bank.sandbox.app.inject({
      method: 'POST',
      url: `${TRANSFERS}/${id}/Approval`,
      headers: { authorization: `Bearer ${await bank.tokenOf(key)}` },
      payload: { approved: true, password },
      remoteAddress,
    });
  const sendTokenFrom = async (remoteAddress: string, key: HolderKey) =>
    bank.sandbox.app.inject({
      method: 'POST',
      url: `/api/Accounts/${bank.accountOf(key)}/Token`,
      headers: { authorization: `Bearer ${await bank.tokenOf(key)}` },
      remoteAddress,
    });

  test('five wrong passwords in a row over two transfers lock the holder’s approvals for thirty minutes, not other holders’', async () => {
    const first = await pendingTransfer('maria');
    const second = await pendingTransfer('maria');
    for (let attempt = 0; attempt < 3; attempt += 1) expect(codeOf(await approve('maria', first, '000000'))).toBe('OT10003');
    expect(codeOf(await approve('maria', second, '000000'))).toBe('OT10003');
    const fifth = await approve('maria', second, '000000');
    expect(fifth.status).toBe(423);
    expect((fifth.body as ErrorList).errors[0]).toEqual({
      errorCode: 'OT10009',
      message: 'Aprovações bloqueadas por 30 minutos após 5 tentativas inválidas de senha ou token.',
    });
    // Each transfer keeps its own count: neither reached five, so neither is refused.
    expect(await statusOf('maria', first)).toBe('CREATED');
    expect(await statusOf('maria', second)).toBe('CREATED');

    const balance = await bank.balanceCents(bank.accountOf('maria'));
    const locked = await approve('maria', first, RIGHT.maria);
    expect(locked.status).toBe(423);
    expect((locked.body as ErrorList).errors[0]!.message).toBe(
      'Aprovações bloqueadas por 30 minutos após 5 tentativas inválidas de senha ou token. Tente novamente em 30 minutos.',
    );
    expect(await bank.balanceCents(bank.accountOf('maria'))).toBe(balance);

    const ana = await approve('ana', await pendingTransfer('ana'), RIGHT.ana);
    expect(ana.body).toMatchObject({ status: 'COMPLETED' });

    await bank.advanceClock(29 * 60);
    expect(codeOf(await approve('maria', first, RIGHT.maria))).toBe('OT10009');
    await bank.advanceClock(2 * 60);
    expect((await approve('maria', await pendingTransfer('maria'), RIGHT.maria)).body).toMatchObject({ status: 'COMPLETED' });
  });

  test('a right password resets the count of wrong tries', async () => {
    const first = await pendingTransfer('company');
    for (let attempt = 0; attempt < 4; attempt += 1) expect(codeOf(await approve('company', first, '000000'))).toBe('OT10003');
    expect((await approve('company', first, RIGHT.company)).body).toMatchObject({ status: 'COMPLETED' });
    const second = await pendingTransfer('company');
    for (let attempt = 0; attempt < 4; attempt += 1) expect(codeOf(await approve('company', second, '000000'))).toBe('OT10003');
    expect((await approve('company', second, RIGHT.company)).body).toMatchObject({ status: 'COMPLETED' });
  });

  test('the fifth wrong token on one transfer refuses it and locks the holder’s other approvals too', async () => {
    await setApprovalMethod(bank, 'TOKEN');
    try {
      await bank.advanceClock(61);
      expect((await bank.call('POST', `/api/Accounts/${bank.accountOf('ana')}/Token`, { as: 'ana' })).status).toBe(200);
      const code = await tokenFromInbox(bank, 'ana');
      const wrong = code === '000000' ? '111111' : '000000';
      const id = await pendingTransfer('ana');
      const codes: string[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        codes.push(
          codeOf(await bank.call('POST', `${TRANSFERS}/${id}/Approval`, { as: 'ana', json: { approved: true, token: wrong } })),
        );
      }
      expect(codes).toEqual(['OT10002', 'OT10002', 'OT10002', 'OT10002', 'OT10006']);
      expect(await statusOf('ana', id)).toBe('REJECTED');
      const other = await bank.call('POST', `${TRANSFERS}/${await pendingTransfer('ana')}/Approval`, {
        as: 'ana',
        json: { approved: true, token: code },
      });
      expect(other.status).toBe(423);
      expect(codeOf(other)).toBe('OT10009');
    } finally {
      await setApprovalMethod(bank, 'PASSWORD');
      await bank.advanceClock(31 * 60);
    }
  });

  test('twenty wrong approvals from one address are answered 429 with the error list, while another address approves as usual', async () => {
    const address = '198.51.100.21';
    for (let round = 0; round < 5; round += 1) {
      // Four wrong tries and a right one: the holder is never locked, so only the address limit acts.
      const id = await pendingTransfer('maria');
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await approveFrom(address, 'maria', id, '000000')).statusCode).toBe(422);
      }
      if (round < 4) expect((await approveFrom(address, 'maria', id, RIGHT.maria)).json()).toMatchObject({ status: 'COMPLETED' });
    }
    const id = await pendingTransfer('maria');
    const blocked = await approveFrom(address, 'maria', id, RIGHT.maria);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json<ErrorList>().errors).toEqual([
      {
        errorCode: 'OT10010',
        message: 'Muitas tentativas inválidas de aprovação a partir deste endereço. Aguarde alguns minutos e tente novamente.',
      },
    ]);
    expect(await statusOf('maria', id)).toBe('CREATED');
    expect((await approveFrom('198.51.100.22', 'maria', id, RIGHT.maria)).json()).toMatchObject({ status: 'COMPLETED' });
    await bank.advanceClock(15 * 60);
    expect((await approveFrom(address, 'company', await pendingTransfer('company'), RIGHT.company)).statusCode).toBe(200);
  });

  test('twenty token sends from one address are answered 429 with the error list, while another address asks as usual', async () => {
    const address = '198.51.100.31';
    const holders: HolderKey[] = ['maria', 'company', 'ana'];
    let sent = 0;
    while (sent < 20) {
      await bank.advanceClock(61);
      for (const key of holders.slice(0, Math.min(holders.length, 20 - sent))) {
        expect((await sendTokenFrom(address, key)).statusCode).toBe(200);
        sent += 1;
      }
    }
    await bank.advanceClock(61);
    const blocked = await sendTokenFrom(address, 'maria');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json<ErrorList>().errors).toEqual([
      {
        errorCode: 'OT10011',
        message: 'Muitos pedidos de token a partir deste endereço. Aguarde alguns minutos e tente novamente.',
      },
    ]);
    expect((await sendTokenFrom('198.51.100.32', 'maria')).json()).toEqual({ code: 200, data: 60, errors: [] });
  });
});

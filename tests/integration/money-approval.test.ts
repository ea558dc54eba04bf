import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { backendsOf } from '../support/backends.ts';
import { openMoneyBank, setApprovalMethod, tokenFromInbox, type ErrorList, type MoneyBank } from './money-harness.ts';

const TRANSFERS = '/api/Transactions/Transfers';

describe.each(backendsOf(import.meta.url))('approval with password and one-time token on $name', ({ databaseUrl }) => {
  let bank: MoneyBank;
  let maria: string;

  beforeAll(async () => {
    bank = await openMoneyBank(databaseUrl);
    maria = bank.accountOf('maria');
  });
  afterAll(() => bank.close());
  afterEach(() => setApprovalMethod(bank, 'PASSWORD'));

  const pendingTransfer = async (token?: string) => {
    const answer = await bank.call('POST', TRANSFERS, {
      ...(token ? { token } : { as: 'maria' as const }),
      json: { accountId: maria, type: 'PIX', key: 'ana@balcao.example', amount: 1.5, description: 'Lanche' },
    });
    return answer.body.id as string;
  };
  const decide = (id: string, json: object, token?: string) =>
    bank.call('POST', `${TRANSFERS}/${id}/Approval`, { ...(token ? { token } : { as: 'maria' as const }), json });
  const errorOf = (answer: { body: unknown }) => (answer.body as ErrorList).errors[0]!;
  const newToken = async () => {
    await bank.advanceClock(61);
    const sent = await bank.call('POST', `/api/Accounts/${maria}/Token`, { as: 'maria' });
    expect(sent.body).toEqual({ code: 200, data: 60, errors: [] });
    return tokenFromInbox(bank, 'maria');
  };

  let keyboardSession = '';

  test('the virtual keyboard approves when each of the six pairs holds the digit of the password', async () => {
    const session = await bank.signIn('maria');
    keyboardSession = session;
    const id = await pendingTransfer(session);
    const pairs = [
      [2, 7],
      [4, 1],
      [6, 3],
      [8, 5],
      [1, 9],
      [4, 0],
    ];
    const answer = await decide(id, { approved: true, password: pairs }, session);
    expect(answer.body).toMatchObject({ status: 'COMPLETED' });
  });

  test('keyboard pairs that do not hold the password are a wrong try', async () => {
    // The session proved its password above, so its 64 candidates are checked without scrypt.
    const id = await pendingTransfer(keyboardSession);
    const answer = await decide(
      id,
      {
        approved: true,
        password: [
          [3, 7],
          [4, 1],
          [6, 3],
          [8, 5],
          [1, 9],
          [0, 4],
        ],
      },
      keyboardSession,
    );
    expect(answer.status).toBe(422);
    expect(errorOf(answer)).toMatchObject({ errorCode: 'OT10003', message: 'Senha eletrônica inválida. Restam 4 tentativas.' });
  });

  test('a keyboard pair with the same digit twice is refused before any check', async () => {
    const id = await pendingTransfer();
    const answer = await decide(id, {
      approved: true,
      password: [
        [2, 2],
        [4, 1],
        [6, 3],
        [8, 5],
        [1, 9],
        [0, 4],
      ],
    });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).errorCode).toBe('OT10008');
    expect((await bank.call('GET', `${TRANSFERS}/${id}`, { as: 'maria' })).body.remainingAttempts).toBe(5);
  });

  test('approval without the electronic password is refused when the bank asks for it', async () => {
    const id = await pendingTransfer();
    const answer = await decide(id, { approved: true });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).errorCode).toBe('OT10004');
  });

  test('five wrong passwords refuse the transfer, which then moves nothing even with the right password', async () => {
    // A right approval first ends the run of wrong tries the tests above left (docs/sandbox-money.md).
    expect((await decide(await pendingTransfer(), { approved: true, password: '246810' })).body).toMatchObject({
      status: 'COMPLETED',
    });
    const id = await pendingTransfer();
    const seq = await bank.lastSeq();
    const messages: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      messages.push(errorOf(await decide(id, { approved: true, password: '000000' })).message);
    }
    expect(messages).toEqual([
      'Senha eletrônica inválida. Restam 4 tentativas.',
      'Senha eletrônica inválida. Restam 3 tentativas.',
      'Senha eletrônica inválida. Restam 2 tentativas.',
      'Senha eletrônica inválida. Resta 1 tentativa.',
      'Operação recusada: limite de tentativas inválidas atingido.',
    ]);
    const transfer = await bank.call('GET', `${TRANSFERS}/${id}`, { as: 'maria' });
    expect(transfer.body).toMatchObject({ status: 'REJECTED', remainingAttempts: 0 });
    const late = await decide(id, { approved: true, password: '246810' });
    expect(late.status).toBe(409);
    expect(await bank.lastSeq()).toBe(seq);
    // Five wrong tries in a row also lock Maria's approvals for thirty minutes.
    await bank.advanceClock(31 * 60);
  });

  test('the token call answers code 200 with 60 seconds to wait, and refuses a new token within that minute', async () => {
    await newToken();
    const again = await bank.call('POST', `/api/Accounts/${maria}/Token`, { as: 'maria' });
    expect(again.status).toBe(429);
    expect(errorOf(again).errorCode).toBe('OT10001');
  });

  test('the token reaches the inbox as "Token de validação" and approves when the bank asks for a token', async () => {
    await setApprovalMethod(bank, 'TOKEN');
    const id = await pendingTransfer();
    const code = await newToken();
    expect(code).toMatch(/^\d{6}$/);
    const answer = await decide(id, { approved: true, token: code });
    expect(answer.body).toMatchObject({ status: 'COMPLETED' });
  });

  test('a token works only once', async () => {
    await setApprovalMethod(bank, 'TOKEN');
    const code = await newToken();
    expect((await decide(await pendingTransfer(), { approved: true, token: code })).body.status).toBe('COMPLETED');
    const second = await decide(await pendingTransfer(), { approved: true, token: code });
    expect(second.status).toBe(422);
    expect(errorOf(second).errorCode).toBe('OT10002');
  });

  test('a token expires five minutes after it was sent, by the sandbox clock', async () => {
    await setApprovalMethod(bank, 'TOKEN');
    const id = await pendingTransfer();
    const code = await newToken();
    await bank.advanceClock(301);
    const answer = await decide(id, { approved: true, token: code });
    expect(answer.status).toBe(422);
    expect(errorOf(answer).errorCode).toBe('OT10002');
  });

  test('five wrong tokens refuse the operation and burn the token', async () => {
    await setApprovalMethod(bank, 'TOKEN');
    // A right approval first ends the run of wrong tries the test above left (docs/sandbox-money.md).
    expect((await decide(await pendingTransfer(), { approved: true, token: await newToken() })).body).toMatchObject({
      status: 'COMPLETED',
    });
    const id = await pendingTransfer();
    const code = await newToken();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) await decide(id, { approved: true, token: wrong });
    expect((await bank.call('GET', `${TRANSFERS}/${id}`, { as: 'maria' })).body.status).toBe('REJECTED');
    const burnt = await bank.sandbox.ctx.db.query<{ revoked_at: Date | null }>(
      'select revoked_at from one_time_tokens where account_id = $1 order by created_at desc limit 1',
      [maria],
    );
    expect(burnt[0]!.revoked_at).not.toBeNull();
    // The five wrong tries also lock Maria's approvals for thirty minutes, on any operation.
    const other = await decide(await pendingTransfer(), { approved: true, token: code });
    expect(errorOf(other).errorCode).toBe('OT10009');
    await bank.advanceClock(31 * 60);
  });

  test('when the bank asks for password and token, both are needed', async () => {
    await setApprovalMethod(bank, 'PASSWORD_TOKEN');
    const id = await pendingTransfer();
    const withoutToken = await decide(id, { approved: true, password: '246810' });
    expect(withoutToken.status).toBe(400);
    expect(errorOf(withoutToken).errorCode).toBe('OT10005');
    const code = await newToken();
    const wrongPassword = await decide(id, { approved: true, password: '999999', token: code });
    expect(errorOf(wrongPassword).errorCode).toBe('OT10003');
    const both = await decide(id, { approved: true, password: '246810', token: code });
    expect(both.body).toMatchObject({ status: 'COMPLETED' });
  });
});

describe.each(backendsOf(import.meta.url))('the method chosen in the approval dialog on $name', ({ databaseUrl }) => {
  let bank: MoneyBank;

  beforeAll(async () => {
    bank = await openMoneyBank(databaseUrl);
  });
  afterAll(() => bank.close());

  const pendingTransfer = async (key: 'maria' | 'company') =>
    (
      await bank.call('POST', TRANSFERS, {
        as: key,
        json: { accountId: bank.accountOf(key), type: 'PIX', key: 'ana@balcao.example', amount: 2.5, description: 'Escolha' },
      })
    ).body.id as string;
  const decide = (key: 'maria' | 'company', id: string, json: object) =>
    bank.call('POST', `${TRANSFERS}/${id}/Approval`, { as: key, json });
  const newToken = async (key: 'maria' | 'company') => {
    await bank.advanceClock(61);
    await bank.call('POST', `/api/Accounts/${bank.accountOf(key)}/Token`, { as: key });
    return tokenFromInbox(bank, key);
  };

  test("the account config lists the company's choices; Maria has none (the bank's method)", async () => {
    const config = async (key: 'maria' | 'company') =>
      (await bank.call<{ approvalMethods: string[] }>('GET', `/api/Accounts/${bank.accountOf(key)}/Config`, { as: key })).body;
    expect((await config('company')).approvalMethods).toEqual(['PASSWORD', 'TOKEN', 'PASSWORD_TOKEN']);
    expect((await config('maria')).approvalMethods).toEqual([]);
  });

  test('the company approves with the token alone, or with password and token, as chosen; each asks for its credentials', async () => {
    const byToken = await pendingTransfer('company');
    expect(
      (await decide('company', byToken, { approved: true, type: 'TOKEN', token: await newToken('company') })).body,
    ).toMatchObject({
      status: 'COMPLETED',
    });
    const both = await pendingTransfer('company');
    const missing = await decide('company', both, { approved: true, type: 'PASSWORD_TOKEN', password: '135791' });
    expect((missing.body as ErrorList).errors[0]!.errorCode).toBe('OT10005');
    const token = await newToken('company');
    expect(
      (await decide('company', both, { approved: true, type: 'PASSWORD_TOKEN', password: '135791', token })).body,
    ).toMatchObject({
      status: 'COMPLETED',
    });
  });

  test("a method the account does not offer is refused, and the bank's own method still needs no choice", async () => {
    const id = await pendingTransfer('maria');
    const refused = await decide('maria', id, { approved: true, type: 'TOKEN', token: '123456' });
    expect(refused.status).toBe(422);
    expect((refused.body as ErrorList).errors[0]!.errorCode).toBe('OT10012');
    expect((await decide('maria', id, { approved: true, type: 'PASSWORD', password: '246810' })).body).toMatchObject({
      status: 'COMPLETED',
    });
  });
});

describe.each(backendsOf(import.meta.url))('the inbox on $name', ({ databaseUrl }) => {
  let bank: MoneyBank;

  beforeAll(async () => {
    bank = await openMoneyBank(databaseUrl);
  });
  afterAll(() => bank.close());

  const inbox = (query = '') => bank.call('GET', `/api/Accounts/${bank.accountOf('ana')}/Messages${query}`, { as: 'ana' });

  test('read=false lists only unread messages; without it every message is listed, newest first', async () => {
    await bank
      .call('POST', '/api/Transactions/Transfers/PIX', {
        as: 'maria',
        json: { accountId: bank.accountOf('maria'), key: 'ana@balcao.example', amount: 2 },
      })
      .then((created) =>
        bank.call('POST', `/api/Transactions/Transfers/${created.body.id}/Approval`, {
          as: 'maria',
          json: { approved: true, password: '246810' },
        }),
      );
    const all = await inbox();
    const unread = await inbox('?read=false');
    expect(all.body.totalCount).toBeGreaterThan(unread.body.totalCount);
    expect(unread.body.items.every((item: { isRead: boolean }) => !item.isRead)).toBe(true);
    expect(unread.body.items[0]).toMatchObject({ title: 'PIX recebido', text: 'Você recebeu R$ 2,00 de Maria da Silva Souza.' });
  });

  test('marking a message read takes it out of the unread list, and deleting it takes it out of the inbox', async () => {
    const [first] = (await inbox('?read=false')).body.items;
    const marked = await bank.call('POST', `/api/Accounts/Messages/${first.id}`, { as: 'ana' });
    expect(marked.body).toMatchObject({ id: first.id, isRead: true });
    expect((await inbox('?read=false')).body.items.some((item: { id: string }) => item.id === first.id)).toBe(false);
    const deleted = await bank.call('DELETE', `/api/Accounts/Messages/${first.id}`, { as: 'ana' });
    expect(deleted.status).toBe(204);
    expect((await inbox()).body.items.some((item: { id: string }) => item.id === first.id)).toBe(false);
  });

  test("another account's message can be neither read, marked nor deleted", async () => {
    const [message] = (await inbox()).body.items;
    expect((await bank.call('POST', `/api/Accounts/Messages/${message.id}`, { as: 'maria' })).status).toBe(404);
    expect((await bank.call('DELETE', `/api/Accounts/Messages/${message.id}`, { as: 'maria' })).status).toBe(404);
    expect((await bank.call('GET', `/api/Accounts/${bank.accountOf('ana')}/Messages`, { as: 'maria' })).status).toBe(404);
    expect((await bank.call('POST', `/api/Accounts/${bank.accountOf('ana')}/Token`, { as: 'maria' })).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword, PASSWORD_COST } from '../../src/sandbox/auth/passwords.ts';
import { storeElectronicPasswordDigest } from '../../src/sandbox/auth/electronic-password-digest.ts';
import { DEMO_ACCOUNTS } from '../../src/sandbox/seed/demo-data.ts';
import { backendsOf } from '../support/backends.ts';
import { openMoneyBank, type ErrorList, type MoneyBank } from './money-harness.ts';

const TRANSFERS = '/api/Transactions/Transfers';

/** Maria's password is 246810: these pairs hold none of its first digit (2). */
const WRONG_PAIRS = [
  [3, 7],
  [4, 1],
  [6, 3],
  [8, 5],
  [1, 9],
  [0, 4],
];
const RIGHT_PAIRS = [
  [2, 7],
  [4, 1],
  [6, 3],
  [8, 5],
  [1, 9],
  [0, 4],
];

describe.each(backendsOf(import.meta.url))('the virtual keyboard checks the peppered digest on $name', ({ databaseUrl }) => {
  let bank: MoneyBank;
  let maria: string;

  beforeAll(async () => {
    bank = await openMoneyBank(databaseUrl);
    maria = bank.accountOf('maria');
    // The test bank seeds its operators' passwords cheaply (SEED_PASSWORD_COST): Maria's is hashed at
    // the bank's own cost here, so that an entry checked by scrypt would show in the time it takes.
    const { ctx } = bank.sandbox;
    const operator = DEMO_ACCOUNTS.find((holder) => holder.key === 'maria')!.operator;
    const passwordHash = await hashPassword(operator.password, PASSWORD_COST);
    await ctx.db.query('update users set password_hash = $2 where id = $1', [operator.userId, passwordHash]);
    await storeElectronicPasswordDigest(
      ctx.db,
      ctx.config.electronicPasswordKey,
      { id: operator.userId, passwordHash },
      operator.password,
    );
  });
  afterAll(() => bank.close());

  const pendingTransfer = async (session: string) => {
    const answer = await bank.call('POST', TRANSFERS, {
      token: session,
      json: { accountId: maria, type: 'PIX', key: 'ana@balcao.example', amount: 2.5, description: 'Teclado virtual' },
    });
    return answer.body.id as string;
  };
  const decide = (id: string, session: string, password: unknown) =>
    bank.call('POST', `${TRANSFERS}/${id}/Approval`, { token: session, json: { approved: true, password } });

  test('a wrong keyboard entry in a new session is answered at once, not after 64 scrypt runs', async () => {
    // A fresh session has proven nothing yet: before the digest, this entry cost 64 scrypt runs (seconds of CPU).
    const session = await bank.signIn('maria');
    const id = await pendingTransfer(session);
    const started = performance.now();
    const answer = await decide(id, session, WRONG_PAIRS);
    const elapsed = performance.now() - started;
    expect(answer.status).toBe(422);
    expect((answer.body as ErrorList).errors[0]).toMatchObject({ errorCode: 'OT10003' });
    expect(elapsed).toBeLessThan(2000);
  });

  test('five wrong keyboard entries refuse the transfer, and the right one afterwards moves nothing', async () => {
    const session = await bank.signIn('maria');
    // A right entry first ends the run of wrong tries the test above left (docs/sandbox-money.md).
    expect((await decide(await pendingTransfer(session), session, RIGHT_PAIRS)).body).toMatchObject({ status: 'COMPLETED' });
    const id = await pendingTransfer(session);
    const balanceBefore = await bank.balanceCents(maria);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await decide(id, session, WRONG_PAIRS);
      expect(answer.status).toBe(422);
    }
    const fifth = await decide(id, session, WRONG_PAIRS);
    expect(fifth.status).not.toBe(200);
    const transfer = await bank.call('GET', `${TRANSFERS}/${id}`, { token: session });
    expect(transfer.body).toMatchObject({ status: 'REJECTED', remainingAttempts: 0 });
    const late = await decide(id, session, RIGHT_PAIRS);
    expect(late.status).toBe(409);
    expect(await bank.balanceCents(maria)).toBe(balanceBefore);
    // Five wrong tries in a row also lock Maria's approvals for thirty minutes.
    await bank.advanceClock(31 * 60);
  });

  test('the right keyboard entry approves through the digest', async () => {
    const session = await bank.signIn('maria');
    const id = await pendingTransfer(session);
    const answer = await decide(id, session, RIGHT_PAIRS);
    expect(answer.body).toMatchObject({ status: 'COMPLETED' });
  });

  test('a changed sign-in password makes the old digest stale: the new password approves, the old one does not', async () => {
    const session = await bank.signIn('ana');
    const ana = bank.accountOf('ana');
    const changed = await bank.call('PUT', '/api/Authentication/User', {
      token: session,
      json: { currentpassword: '112233', newpassword: '445566', confirmpassword: '445566' },
    });
    expect(changed.status).toBe(200);
    const create = () =>
      bank.call('POST', TRANSFERS, {
        token: session,
        json: { accountId: ana, type: 'PIX', key: 'maria@balcao.example', amount: 1.25, description: 'Troca de senha' },
      });
    const first = (await create()).body.id as string;
    const old = await bank.call('POST', `${TRANSFERS}/${first}/Approval`, {
      token: session,
      json: { approved: true, password: '112233' },
    });
    expect(old.status).toBe(422);
    const fresh = await bank.call('POST', `${TRANSFERS}/${first}/Approval`, {
      token: session,
      json: { approved: true, password: '445566' },
    });
    expect(fresh.body).toMatchObject({ status: 'COMPLETED' });
  });
});

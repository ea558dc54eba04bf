import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AccountLimits, ErrorList } from '../../src/generated/schemas.ts';
import { assertWithinLimits } from '../../src/sandbox/account-services/limits.ts';
import { LIMIT_POLICY, LIMIT_PRODUCTS } from '../../src/sandbox/account-services/limit-rules.ts';
import type { Sql } from '../../src/sandbox/db/database.ts';
import { ApiError } from '../../src/sandbox/errors.ts';
import { postMovement } from '../../src/sandbox/ledger/post-movement.ts';
import { INTERNAL_ACCOUNTS } from '../../src/sandbox/seed/demo-data.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { addDays, bankDayOf, bankTime } from '../../src/sandbox/statement/bank-calendar.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

const ROLLBACK = new Error('rolled back on purpose');

describe.each(backendsOf(import.meta.url))('transaction limits on $name', ({ databaseUrl }) => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof apiClient>;
  const maria = holderOf('maria');

  type Key = 'maria' | 'company' | 'ana';
  const tokens = new Map<Key, string>();
  const signIn = async (key: Key) => {
    tokens.set(key, (await api.signIn(key)).body.access_token);
    return tokens.get(key)!;
  };
  const tokenOf = async (key: Key) => tokens.get(key) ?? signIn(key);
  const readLimits = async (key: Key = 'maria') =>
    (await api.call<AccountLimits>('GET', `/api/Accounts/${holderOf(key).accountId}/Limits`, { token: await tokenOf(key) })).body;
  const putLimits = async (items: unknown[]) =>
    api.call<AccountLimits & ErrorList>('PUT', `/api/Accounts/${maria.accountId}/Limits`, {
      token: await tokenOf('maria'),
      json: { items },
    });
  const pix = (limits: AccountLimits) => limits.items.find((item) => item.product === 'PIX')!;

  /** Runs `work` in a transaction that is always rolled back, so checks leave the ledger as it was. */
  async function inRolledBackTransaction(work: (tx: Sql) => Promise<void>): Promise<void> {
    await expect(
      sandbox.ctx.db.transaction(async (tx) => {
        await work(tx);
        throw ROLLBACK;
      }),
    ).rejects.toBe(ROLLBACK);
  }

  /** A debit of Maria's posted straight to the ledger, as a movement of `entity` would. */
  const debit = (tx: Sql, entity: string, cents: number, executedAt: Date) =>
    postMovement(tx, {
      entity,
      description: 'Lançamento de teste',
      executedAt,
      postings: [
        { accountId: maria.accountId, amountCents: -cents, description: 'Lançamento de teste' },
        { accountId: INTERNAL_ACCOUNTS.settlement.id, amountCents: cents, description: 'Lançamento de teste' },
      ],
    });

  /** The refusal's error code, or 'OK' when the check passes. */
  const outcome = (tx: Sql, amountCents: number, at: Date, product: 'PIX' | 'TRANSFER' = 'PIX') =>
    assertWithinLimits(tx, { accountId: maria.accountId, product, amountCents, at }).then(
      () => 'OK',
      (error: unknown) => (error instanceof ApiError ? `${error.status} ${error.items[0]!.errorCode}` : String(error)),
    );

  // Tomorrow in São Paulo: no seeded entry falls there, so every window starts empty.
  const tomorrowAt = (hour: number) => bankTime(addDays(bankDayOf(sandbox.ctx.clock.now()), 1), hour);

  beforeAll(async () => {
    sandbox = await startTestSandbox({ databaseUrl });
    api = apiClient(sandbox.url);
  });
  afterAll(() => sandbox.close());

  test("a person's account starts with the bank's initial daily and nightly limits for every product", async () => {
    const limits = await readLimits();
    expect(limits).toMatchObject({
      accountId: maria.accountId,
      timeZone: 'America/Sao_Paulo',
      nightStart: '20:00',
      nightEnd: '06:00',
    });
    expect(limits.items.map((item) => item.product)).toEqual([...LIMIT_PRODUCTS]);
    for (const item of limits.items) {
      const policy = LIMIT_POLICY.N[item.product];
      expect(item.dailyLimit * 100).toBe(policy.initial.DAILY);
      expect(item.nightlyLimit * 100).toBe(policy.initial.NIGHTLY);
      expect(item.maxDailyLimit * 100).toBe(policy.maximum.DAILY);
      expect(item).toMatchObject({ requestedDailyLimit: null, requestedNightlyLimit: null });
    }
  });

  test("a company's account starts with the company limits", async () => {
    const limits = await readLimits('company');
    expect(pix(limits).dailyLimit * 100).toBe(LIMIT_POLICY.J.PIX.initial.DAILY);
  });

  test("today's use of the PIX limit is the sum of today's PIX debits in São Paulo time", async () => {
    const [used] = await sandbox.ctx.db.query<{ cents: number }>(
      `select coalesce(-sum(amount_cents), 0)::bigint as cents from postings
        where account_id = $1 and amount_cents < 0 and entity in ('TRANSFER_PIX', 'PAYMENT_PIX')
          and (executed_at at time zone 'America/Sao_Paulo')::date = (now() at time zone 'America/Sao_Paulo')::date`,
      [maria.accountId],
    );
    expect(Math.round(pix(await readLimits()).dailyUsed * 100)).toBe(used!.cents);
  });

  test('a debit that fits in what is left of the daily limit passes, one cent more is refused', async () => {
    await inRolledBackTransaction(async (tx) => {
      await debit(tx, 'TRANSFER_PIX', 4_900_00, tomorrowAt(10));
      expect(await outcome(tx, 100_00, tomorrowAt(12))).toBe('OK');
      expect(await outcome(tx, 100_01, tomorrowAt(12))).toBe('422 AS10001');
    });
  });

  test('at night the nightly limit applies on top of the daily one', async () => {
    await inRolledBackTransaction(async (tx) => {
      await debit(tx, 'PAYMENT_PIX', 900_00, tomorrowAt(21));
      expect(await outcome(tx, 100_00, tomorrowAt(22))).toBe('OK');
      expect(await outcome(tx, 100_01, tomorrowAt(22))).toBe('422 AS10002');
      // The same amount in the morning is a daytime debit: only the daily limit counts.
      expect(await outcome(tx, 1_000_00, tomorrowAt(9))).toBe('OK');
    });
  });

  test('the night runs past midnight: a debit at 23:00 counts against a payment at 05:00 the next day', async () => {
    await inRolledBackTransaction(async (tx) => {
      await debit(tx, 'TRANSFER_PIX', 800_00, tomorrowAt(23));
      expect(await outcome(tx, 200_01, bankTime(addDays(bankDayOf(sandbox.ctx.clock.now()), 2), 5))).toBe('422 AS10002');
    });
  });

  test("another product's debits do not use up the PIX limit", async () => {
    await inRolledBackTransaction(async (tx) => {
      await debit(tx, 'TRANSFER_EXTERNAL', 4_900_00, tomorrowAt(10));
      expect(await outcome(tx, 4_000_00, tomorrowAt(12))).toBe('OK');
      expect(await outcome(tx, 5_200_00, tomorrowAt(12), 'TRANSFER')).toBe('422 AS10001');
    });
  });

  test('the refusal names the limit and what is still available, in reais', async () => {
    await inRolledBackTransaction(async (tx) => {
      await debit(tx, 'TRANSFER_PIX', 4_000_00, tomorrowAt(10));
      const refusal = await assertWithinLimits(tx, {
        accountId: maria.accountId,
        product: 'PIX',
        amountCents: 2_000_00,
        at: tomorrowAt(11),
      }).catch((error: ApiError) => error);
      expect(refusal).toBeInstanceOf(ApiError);
      expect((refusal as ApiError).items[0]!.message).toBe(
        'Operação acima do limite diário. Limite diário de PIX: R$ 5.000,00; disponível: R$ 1.000,00.',
      );
    });
  });

  test("the bank's own ledger accounts have no limits", async () => {
    await inRolledBackTransaction(async (tx) => {
      await expect(
        assertWithinLimits(tx, {
          accountId: INTERNAL_ACCOUNTS.settlement.id,
          product: 'PIX',
          amountCents: 1e12,
          at: tomorrowAt(12),
        }),
      ).resolves.toBeUndefined();
    });
  });

  test('lowering a limit takes effect at once and is enforced', async () => {
    const answer = await putLimits([{ product: 'PIX', dailyLimit: 2000, nightlyLimit: 500 }]);
    expect(answer.status).toBe(200);
    expect(pix(answer.body)).toMatchObject({ dailyLimit: 2000, nightlyLimit: 500, requestedDailyLimit: null });
    await inRolledBackTransaction(async (tx) => {
      expect(await outcome(tx, 2_000_01, tomorrowAt(12))).toBe('422 AS10001');
    });
  });

  test.each([
    ['a nightly limit above the daily one', [{ product: 'PIX', dailyLimit: 1000, nightlyLimit: 1500 }], 400, 'AS10003'],
    ['more than the bank allows', [{ product: 'PIX', dailyLimit: 50_000.01 }], 422, 'AS10004'],
    [
      'the same product twice',
      [
        { product: 'PIX', dailyLimit: 100 },
        { product: 'PIX', nightlyLimit: 50 },
      ],
      400,
      'AS10005',
    ],
    ['neither limit', [{ product: 'PIX' }], 400, 'AS10006'],
    ['fractions of a cent', [{ product: 'PIX', dailyLimit: 100.005 }], 400, 'RQ10001'],
    ['an unknown product', [{ product: 'LOAN', dailyLimit: 100 }], 400, 'RQ10001'],
    ['a negative amount', [{ product: 'PIX', dailyLimit: -1 }], 400, 'RQ10001'],
    ['an empty list', [], 400, 'RQ10001'],
  ])('a change with %s is refused and changes nothing', async (_case, items, status, errorCode) => {
    const before = await readLimits();
    const answer = await putLimits(items);
    expect(answer.status).toBe(status);
    expect(answer.body.errors[0]!.errorCode).toBe(errorCode);
    expect((await readLimits()).items).toEqual(before.items);
  });

  test("another account's limits can be neither read nor changed", async () => {
    const token = await tokenOf('ana');
    const read = await api.call<ErrorList>('GET', `/api/Accounts/${maria.accountId}/Limits`, { token });
    const change = await api.call<ErrorList>('PUT', `/api/Accounts/${maria.accountId}/Limits`, {
      token,
      json: { items: [{ product: 'PIX', dailyLimit: 1 }] },
    });
    expect([read.status, change.status]).toEqual([404, 404]);
    expect(change.body.errors[0]!.errorCode).toBe('AC10001');
  });

  test('a cut cancels a raise still waiting', async () => {
    await putLimits([{ product: 'TRANSFER', dailyLimit: 20_000 }]);
    const answer = await putLimits([{ product: 'TRANSFER', dailyLimit: 9_000 }]);
    const transfer = answer.body.items.find((item) => item.product === 'TRANSFER')!;
    expect(transfer).toMatchObject({ dailyLimit: 9_000, requestedDailyLimit: null, requestedDailyEffectiveAt: null });
  });

  // Moves the sandbox clock a day forward, so it runs last.
  test('a raise waits 24 hours by the sandbox clock before it counts', async () => {
    const askedAt = sandbox.ctx.clock.now();
    const answer = await putLimits([{ product: 'PIX', dailyLimit: 8_000, nightlyLimit: 5_000 }]);
    expect(pix(answer.body)).toMatchObject({
      dailyLimit: 2000,
      nightlyLimit: 500,
      requestedDailyLimit: 8_000,
      requestedNightlyLimit: 5_000,
    });
    const effectiveAt = new Date(pix(answer.body).requestedDailyEffectiveAt!).getTime();
    expect(effectiveAt - askedAt.getTime()).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(effectiveAt - askedAt.getTime()).toBeLessThan(24 * 3_600_000 + 60_000);
    await inRolledBackTransaction(async (tx) => {
      expect(await outcome(tx, 3_000_00, new Date(effectiveAt - 1000))).toMatch(/^422 AS1000[12]$/);
      expect(await outcome(tx, 3_000_00, new Date(effectiveAt + 1000))).toBe('OK');
    });

    await api.call('POST', '/api/Sandbox/Clock', { json: { advanceSeconds: 24 * 3600 + 60 } });
    await signIn('maria');
    expect(pix(await readLimits())).toMatchObject({ dailyLimit: 8_000, nightlyLimit: 5_000, requestedDailyLimit: null });
  });
});

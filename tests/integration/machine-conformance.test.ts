import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { modulo10 } from '../../src/domain/slip-check-digits.ts';
import { moneyOperationMachine, type MoneyOperationEvent } from '../../src/machines/money-operation.machine.ts';
import { pixChargeMachine, type PixChargeEvent } from '../../src/machines/pix-charge.machine.ts';
import { DEMO_ACCOUNTS } from '../../src/sandbox/seed/demo-data.ts';
import { openMoneyBank, type HolderKey, type MoneyBank } from './money-harness.ts';

/**
 * The machines that mirror what the bank holds, walked on the real sandbox: each event a machine
 * accepts is done through the API and the operation's status must then be the state the machine
 * went to, step by step (tests/integration/illegal-events.test.ts checks the events it refuses).
 * A transition of the machine removed, redirected or guarded otherwise shows here as a status the
 * bank does not reach.
 */
const TRANSFERS = '/api/Transactions/Transfers';
const PAYMENTS = '/api/Transactions/Payments';
const BILLINGS = '/api/Transactions/Billings';

const passwordOf = (key: HolderKey) => DEMO_ACCOUNTS.find((holder) => holder.key === key)!.operator.password;

function utilityLine(amountCents: number): string {
  const body = `836${String(amountCents).padStart(11, '0')}0053` + '2026031512345678901234567';
  const barcode = body.slice(0, 3) + String(modulo10(body)) + body.slice(3);
  return [0, 11, 22, 33]
    .map((start) => barcode.slice(start, start + 11) + String(modulo10(barcode.slice(start, start + 11))))
    .join('');
}

describe('money operations and PIX charges follow their machines on the sandbox', () => {
  let bank: MoneyBank;
  beforeAll(async () => {
    bank = await openMoneyBank();
  }, 120_000);
  afterAll(() => bank.close());

  const statusOf = async (table: 'transfers' | 'payments' | 'billings', id: string) =>
    (await bank.sandbox.ctx.db.query<{ status: string }>(`select status from ${table} where id = $1`, [id]))[0]!.status;

  /** Walks the events on the machine and on the bank together; after each, the bank's status is the machine's state. */
  async function walk<E extends { type: string }>(
    actor: AnyActorRef,
    table: 'transfers' | 'payments' | 'billings',
    id: string,
    steps: [E, () => Promise<unknown>][],
  ) {
    actor.start();
    expect(await statusOf(table, id), 'at creation').toBe(actor.getSnapshot().value);
    for (const [index, [event, act]] of steps.entries()) {
      expect(actor.getSnapshot().can(event), `step ${index + 1}: the machine accepts ${event.type}`).toBe(true);
      actor.send(event);
      await act();
      expect(await statusOf(table, id), `after step ${index + 1}, ${event.type}`).toBe(actor.getSnapshot().value);
    }
    actor.stop();
  }

  const transfer = async (as: HolderKey, json: Record<string, unknown>) =>
    (await bank.call('POST', TRANSFERS, { as, json: { accountId: bank.accountOf(as), ...json } })).body.id as string;
  const internal = () => transfer('maria', { type: 'INTERNAL', amount: 2.5, receiver: { branch: '0001', account: '77777-7' } });
  const ted = (cents: string) =>
    transfer('company', {
      type: 'EXTERNAL',
      amount: Number(`30.${cents}`),
      receiver: { compe: '001', branch: '1234', account: '567890', name: 'Supermercado Bom Preço Ltda', taxId: '45997418000153' },
    });
  const approval = (base: string, id: string, as: HolderKey, json: Record<string, unknown>) => () =>
    bank.call('POST', `${base}/${id}/Approval`, { as, json });
  const approve = (base: string, id: string, as: HolderKey) =>
    approval(base, id, as, { approved: true, password: passwordOf(as) });
  const utilityPayment = async (as: HolderKey, cents: number) =>
    (
      await bank.call('POST', `${PAYMENTS}/Utility/Pay`, {
        as,
        json: { accountId: bank.accountOf(as), digitableLine: utilityLine(cents) },
      })
    ).body.id as string;
  const operation = (kind: 'transfer' | 'payment') => createActor(moneyOperationMachine, { input: { kind } });

  test('a transfer approved completes; one disapproved, or cancelled, is cancelled', async () => {
    const approved = await internal();
    await walk<MoneyOperationEvent>(operation('transfer'), 'transfers', approved, [
      [{ type: 'APPROVE' }, approve(TRANSFERS, approved, 'maria')],
    ]);
    const disapproved = await internal();
    await walk<MoneyOperationEvent>(operation('transfer'), 'transfers', disapproved, [
      [{ type: 'DISAPPROVE' }, approval(TRANSFERS, disapproved, 'maria', { approved: false })],
    ]);
    const cancelled = await internal();
    await walk<MoneyOperationEvent>(operation('transfer'), 'transfers', cancelled, [
      [{ type: 'CANCEL' }, () => bank.call('DELETE', `${TRANSFERS}/${cancelled}/Cancel`, { as: 'maria' })],
    ]);
  });

  test('a TED the other bank settles later is processing, then completed; one it refuses is rejected', async () => {
    const later = await ted('77');
    await walk<MoneyOperationEvent>(operation('transfer'), 'transfers', later, [
      [{ type: 'APPROVE', outcome: 'PROCESSING' }, approve(TRANSFERS, later, 'company')],
      [
        { type: 'SETTLE' },
        async () => {
          await bank.advanceClock(61);
          await bank.call('GET', `${TRANSFERS}/${later}`, { as: 'company' });
        },
      ],
    ]);
    const refused = await ted('66');
    await walk<MoneyOperationEvent>(operation('transfer'), 'transfers', refused, [
      [{ type: 'APPROVE', outcome: 'REFUSED' }, approve(TRANSFERS, refused, 'company')],
    ]);
  });

  // Ana's: the wrong tries lock the approval password of the one who makes them.
  test('wrong passwords keep a payment waiting until the fifth rejects it', async () => {
    const id = await utilityPayment('ana', 1_616);
    const wrong = approval(PAYMENTS, id, 'ana', { approved: true, password: '000000' });
    await walk<MoneyOperationEvent>(
      operation('payment'),
      'payments',
      id,
      Array.from({ length: 5 }, () => [{ type: 'WRONG_CREDENTIALS' }, wrong] as [MoneyOperationEvent, () => Promise<unknown>]),
    );
  });

  test('a payment approved completes and may then be reversed', async () => {
    const id = await utilityPayment('maria', 2_323);
    await walk<MoneyOperationEvent>(operation('payment'), 'payments', id, [
      [{ type: 'APPROVE' }, approve(PAYMENTS, id, 'maria')],
      [{ type: 'REVERSE' }, () => bank.call('POST', `${PAYMENTS}/${id}/Reverse`, { as: 'maria', json: {} })],
    ]);
  });

  /** yyyy-M-d of the São Paulo day `offset` days from the sandbox's now. */
  const bankDay = (offset: number) => {
    const local = new Date(bank.sandbox.ctx.clock.now().getTime() - 3 * 3_600_000 + offset * 86_400_000);
    return `${local.getUTCFullYear()}-${local.getUTCMonth() + 1}-${local.getUTCDate()}`;
  };
  /** Time-driven changes apply when a charge is read: the clock moves, then the charge is read. */
  const later = (seconds: number, id: string) => async () => {
    await bank.advanceClock(seconds);
    await bank.call('GET', `${BILLINGS}/${id}`, { as: 'company' });
  };

  test('a dynamic PIX charge past its expiry is removed (cancelled)', async () => {
    const charge = (
      await bank.call('POST', `${BILLINGS}/PIX/Dynamic`, {
        as: 'company',
        json: { accountId: bank.accountOf('company'), amount: 8.4, expiration: 3600 },
      })
    ).body as { id: string };
    const machine = createActor(pixChargeMachine, { input: { type: 'PIX_DYNAMIC' } });
    expect(machine.getSnapshot().can({ type: 'DUE_DATE_PASSES' }), 'a PIX charge has no due date').toBe(false);
    await walk<PixChargeEvent>(machine, 'billings', charge.id, [[{ type: 'EXPIRE' }, later(3_601, charge.id)]]);
  });

  test('a bank slip past its due date is overdue and can still be paid; another overdue one can be cancelled', async () => {
    const issueSlip = async () =>
      (
        await bank.call('POST', `${BILLINGS}/BankSlip`, {
          as: 'company',
          json: {
            accountId: bank.accountOf('company'),
            amount: 45.6,
            dueDate: bankDay(1),
            drawee: { name: 'Maria da Silva Souza', taxId: '52998224725' },
          },
        })
      ).body as { id: string; metadata: { digitableLine: string } };
    const slip = () => createActor(pixChargeMachine, { input: { type: 'BANK_SLIP' } });
    const paid = await issueSlip();
    await walk<PixChargeEvent>(slip(), 'billings', paid.id, [
      [{ type: 'DUE_DATE_PASSES' }, later(3 * 86_400, paid.id)],
      [
        { type: 'PAY' },
        async () => {
          const payment = await bank.call('POST', `${PAYMENTS}/BankSlip/Pay`, {
            as: 'maria',
            json: { accountId: bank.accountOf('maria'), digitableLine: paid.metadata.digitableLine },
          });
          await approve(PAYMENTS, payment.body.id as string, 'maria')();
        },
      ],
    ]);
    const cancelled = await issueSlip();
    await walk<PixChargeEvent>(slip(), 'billings', cancelled.id, [
      [{ type: 'DUE_DATE_PASSES' }, later(3 * 86_400, cancelled.id)],
      [{ type: 'CANCEL' }, () => bank.call('DELETE', `${BILLINGS}/${cancelled.id}/Cancel`, { as: 'company' })],
    ]);
  });

  test('a static PIX charge paid is paid; one cancelled is cancelled', async () => {
    const issue = async () =>
      (
        await bank.call('POST', `${BILLINGS}/PIX/Static`, {
          as: 'company',
          json: { accountId: bank.accountOf('company'), amount: 12.3 },
        })
      ).body as { id: string; metadata: { emv: string } };
    const charge = () => createActor(pixChargeMachine, { input: { type: 'PIX_STATIC' } });
    const paid = await issue();
    await walk<PixChargeEvent>(charge(), 'billings', paid.id, [
      [
        { type: 'PAY' },
        async () => {
          const created = await bank.call('POST', `${PAYMENTS}/PIX/Pay`, {
            as: 'maria',
            json: { accountId: bank.accountOf('maria'), emv: paid.metadata.emv },
          });
          await approve(PAYMENTS, created.body.id as string, 'maria')();
        },
      ],
    ]);
    const cancelled = await issue();
    await walk<PixChargeEvent>(charge(), 'billings', cancelled.id, [
      [{ type: 'CANCEL' }, () => bank.call('DELETE', `${BILLINGS}/${cancelled.id}/Cancel`, { as: 'company' })],
    ]);
  });
});

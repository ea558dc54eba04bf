import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { modulo10 } from '../../src/domain/slip-check-digits.ts';
import { cardActionsFor, type CardAction } from '../../src/machines/card-lifecycle.machine.ts';
import { moneyOperationMachine, type MoneyOperationEvent } from '../../src/machines/money-operation.machine.ts';
import { pixChargeMachine, type PixChargeEvent } from '../../src/machines/pix-charge.machine.ts';
import { CARD_PRODUCT_IDS } from '../../src/sandbox/products/catalog.ts';
import { DEMO_ACCOUNTS } from '../../src/sandbox/seed/demo-data.ts';
import { backendsOf } from '../support/backends.ts';
import { openMoneyBank, type ErrorList, type HolderKey, type MoneyBank } from './money-harness.ts';

/**
 * For the machines that mirror what the bank holds (a transfer's or a payment's approval, a PIX
 * charge, a card's lifecycle), every event the machine does not accept in a state is sent to the sandbox
 * in that state and must be refused with an error list, leaving the operation and the balances as
 * they were. The tables come from the machines, so a transition added to one changes what is sent.
 */
const TRANSFERS = '/api/Transactions/Transfers';
const PAYMENTS = '/api/Transactions/Payments';
const BILLINGS = '/api/Transactions/Billings';
const CARDS = '/api/Cards';

const passwordOf = (key: HolderKey) => DEMO_ACCOUNTS.find((holder) => holder.key === key)!.operator.password;

/** A utility bill line (FEBRABAN arrecadação, value identifier 6: amount in reais, modulo 10). */
function utilityLine(amountCents: number): string {
  const body = `836${String(amountCents).padStart(11, '0')}0053` + '2026031512345678901234567';
  const barcode = body.slice(0, 3) + String(modulo10(body)) + body.slice(3);
  return [0, 11, 22, 33]
    .map((start) => barcode.slice(start, start + 11) + String(modulo10(barcode.slice(start, start + 11))))
    .join('');
}

type OperationEvent = Exclude<MoneyOperationEvent['type'], 'WRONG_CREDENTIALS' | 'SETTLE'>;
const OPERATION_EVENTS: OperationEvent[] = ['APPROVE', 'DISAPPROVE', 'CANCEL', 'REVERSE'];

/** The events the machine refuses in `state` for this kind of operation. */
function illegalOperationEvents(kind: 'transfer' | 'payment', state: string): OperationEvent[] {
  const snapshot = moneyOperationMachine.resolveState({ value: state, context: { kind, remainingAttempts: 5 } });
  return OPERATION_EVENTS.filter((type) => !snapshot.can({ type } as MoneyOperationEvent));
}

const CARD_ACTIONS: CardAction[] = ['APPROVE', 'LOCK', 'UNLOCK', 'CANCEL'];

/** The card actions the card lifecycle machine does not offer for a card in `status`. */
function illegalCardActions(status: string): CardAction[] {
  const offered = cardActionsFor(status);
  return CARD_ACTIONS.filter((action) => !offered.includes(action));
}

function illegalChargeEvents(state: string): PixChargeEvent['type'][] {
  const snapshot = pixChargeMachine.resolveState({ value: state, context: { type: 'PIX_STATIC' } });
  return (['PAY', 'CANCEL'] as const).filter((type) => !snapshot.can({ type }));
}

describe.each(backendsOf(import.meta.url))('illegal events refused by the sandbox on $name', ({ databaseUrl }) => {
  let bank: MoneyBank;
  const rowOf = async (table: 'transfers' | 'payments' | 'billings', id: string) =>
    (await bank.sandbox.ctx.db.query<{ status: string }>(`select * from ${table} where id = $1`, [id]))[0]!;

  beforeAll(async () => {
    bank = await openMoneyBank(databaseUrl);
  }, 120_000);
  afterAll(() => bank.close());

  /** Sends one event of the machine to the bank, as the screens would. */
  function send(base: string, id: string, event: OperationEvent, as: HolderKey) {
    switch (event) {
      case 'APPROVE':
        return bank.call<ErrorList>('POST', `${base}/${id}/Approval`, { as, json: { approved: true, password: passwordOf(as) } });
      case 'DISAPPROVE':
        return bank.call<ErrorList>('POST', `${base}/${id}/Approval`, { as, json: { approved: false } });
      case 'CANCEL':
        return bank.call<ErrorList>('DELETE', `${base}/${id}/Cancel`, { as });
      case 'REVERSE':
        return bank.call<ErrorList>('POST', `${base}/${id}/Reverse`, { as, json: {} });
    }
  }

  async function expectRefusedAndUnchanged(
    table: 'transfers' | 'payments',
    base: string,
    id: string,
    as: HolderKey,
    state: string,
  ): Promise<number> {
    const kind = table === 'transfers' ? 'transfer' : 'payment';
    const events = illegalOperationEvents(kind, state).filter((event) => kind === 'payment' || event !== 'REVERSE');
    const before = await rowOf(table, id);
    expect(before.status).toBe(state);
    const balance = await bank.balanceCents(bank.accountOf(as));
    for (const event of events) {
      const answer = await send(base, id, event, as);
      expect(answer.status, `${kind} ${state} × ${event}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${kind} ${state} × ${event}`).toBeLessThan(500);
      expect(answer.body.errors[0]?.errorCode, `${kind} ${state} × ${event}`).toMatch(/^[A-Z]{2}\d{5}$/);
      expect(await rowOf(table, id), `${kind} ${state} × ${event} changed the operation`).toEqual(before);
      expect(await bank.balanceCents(bank.accountOf(as)), `${kind} ${state} × ${event} moved money`).toBe(balance);
    }
    return events.length;
  }

  describe('transfers', () => {
    const create = async (as: HolderKey, json: Record<string, unknown>) =>
      (await bank.call('POST', TRANSFERS, { as, json: { accountId: bank.accountOf(as), ...json } })).body.id as string;
    const internal = (as: HolderKey) =>
      create(as, { type: 'INTERNAL', amount: 1.5, receiver: { branch: '0001', account: '77777-7' } });
    const ted = (cents: string) =>
      create('company', {
        type: 'EXTERNAL',
        amount: Number(`40.${cents}`),
        receiver: {
          compe: '001',
          branch: '1234',
          account: '567890',
          name: 'Supermercado Bom Preço Ltda',
          taxId: '45997418000153',
        },
      });

    test('a transfer waiting for approval may be approved, disapproved or cancelled: the table sends nothing to it', () => {
      expect(illegalOperationEvents('transfer', 'CREATED').filter((event) => event !== 'REVERSE')).toEqual([]);
    });

    test('a completed transfer refuses approval, disapproval and cancel', async () => {
      const id = await internal('maria');
      await send(TRANSFERS, id, 'APPROVE', 'maria');
      expect(await expectRefusedAndUnchanged('transfers', TRANSFERS, id, 'maria', 'COMPLETED')).toBe(3);
    });

    test('a cancelled transfer refuses everything', async () => {
      const id = await internal('maria');
      await send(TRANSFERS, id, 'CANCEL', 'maria');
      expect(await expectRefusedAndUnchanged('transfers', TRANSFERS, id, 'maria', 'CANCELED')).toBe(3);
    });

    test('a TED the receiving bank refused (REJECTED) refuses everything', async () => {
      const id = await ted('66');
      await send(TRANSFERS, id, 'APPROVE', 'company');
      expect(await expectRefusedAndUnchanged('transfers', TRANSFERS, id, 'company', 'REJECTED')).toBe(3);
    });

    test('a TED still settling (PROCESSING) can be neither approved again nor cancelled', async () => {
      const id = await ted('77');
      await send(TRANSFERS, id, 'APPROVE', 'company');
      expect(await expectRefusedAndUnchanged('transfers', TRANSFERS, id, 'company', 'PROCESSING')).toBe(3);
    });
  });

  describe('payments', () => {
    const pay = async (as: HolderKey, cents: number) =>
      (
        await bank.call('POST', `${PAYMENTS}/Utility/Pay`, {
          as,
          json: { accountId: bank.accountOf(as), digitableLine: utilityLine(cents) },
        })
      ).body.id as string;

    test('a payment waiting for approval cannot be reversed', async () => {
      const id = await pay('maria', 1_111);
      expect(illegalOperationEvents('payment', 'CREATED')).toEqual(['REVERSE']);
      expect(await expectRefusedAndUnchanged('payments', PAYMENTS, id, 'maria', 'CREATED')).toBe(1);
    });

    test('a completed payment refuses approval, disapproval and cancel (reversing it is allowed)', async () => {
      const id = await pay('maria', 1_212);
      await send(PAYMENTS, id, 'APPROVE', 'maria');
      expect(await expectRefusedAndUnchanged('payments', PAYMENTS, id, 'maria', 'COMPLETED')).toBe(3);
    });

    test('a cancelled payment refuses everything', async () => {
      const id = await pay('maria', 1_313);
      await send(PAYMENTS, id, 'CANCEL', 'maria');
      expect(await expectRefusedAndUnchanged('payments', PAYMENTS, id, 'maria', 'CANCELED')).toBe(4);
    });

    test('a reversed payment refuses everything, reversing again included', async () => {
      const id = await pay('maria', 1_414);
      await send(PAYMENTS, id, 'APPROVE', 'maria');
      await send(PAYMENTS, id, 'REVERSE', 'maria');
      expect(await expectRefusedAndUnchanged('payments', PAYMENTS, id, 'maria', 'REVERSED')).toBe(4);
    });

    test('a payment rejected after five wrong passwords refuses everything', async () => {
      const id = await pay('ana', 1_515);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await bank.call('POST', `${PAYMENTS}/${id}/Approval`, { as: 'ana', json: { approved: true, password: '000000' } });
      }
      expect(await expectRefusedAndUnchanged('payments', PAYMENTS, id, 'ana', 'REJECTED')).toBe(4);
    });
  });

  describe('PIX charges', () => {
    const issue = async () =>
      (
        await bank.call('POST', `${BILLINGS}/PIX/Static`, {
          as: 'company',
          json: { accountId: bank.accountOf('company'), amount: 19.9 },
        })
      ).body as { id: string; metadata: { emv: string } };
    /** PAY as a payer does it: the code is read and paid, then the payment approved. Refused at either step. */
    const payCharge = async (emv: string) => {
      const created = await bank.call<ErrorList & { id: string }>('POST', `${PAYMENTS}/PIX/Pay`, {
        as: 'maria',
        json: { accountId: bank.accountOf('maria'), emv },
      });
      if (created.status >= 400) return created;
      return send(PAYMENTS, created.body.id, 'APPROVE', 'maria');
    };

    async function expectChargeRefusals(id: string, emv: string, state: string): Promise<number> {
      const before = await rowOf('billings', id);
      expect(before.status).toBe(state);
      const balances = [await bank.balanceCents(bank.accountOf('maria')), await bank.balanceCents(bank.accountOf('company'))];
      const events = illegalChargeEvents(state);
      for (const event of events) {
        const answer =
          event === 'PAY'
            ? await payCharge(emv)
            : await bank.call<ErrorList>('DELETE', `${BILLINGS}/${id}/Cancel`, { as: 'company' });
        expect(answer.status, `charge ${state} × ${event}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `charge ${state} × ${event}`).toBeLessThan(500);
        expect(answer.body.errors[0]?.errorCode).toMatch(/^[A-Z]{2}\d{5}$/);
        expect(await rowOf('billings', id)).toEqual(before);
        expect([await bank.balanceCents(bank.accountOf('maria')), await bank.balanceCents(bank.accountOf('company'))]).toEqual(
          balances,
        );
      }
      return events.length;
    }

    test('a paid charge can be neither paid again nor cancelled', async () => {
      const charge = await issue();
      const paid = await payCharge(charge.metadata.emv);
      expect(paid.status).toBe(200);
      expect(await expectChargeRefusals(charge.id, charge.metadata.emv, 'PAID')).toBe(2);
    });

    test('a cancelled charge can be neither paid nor cancelled again', async () => {
      const charge = await issue();
      await bank.call('DELETE', `${BILLINGS}/${charge.id}/Cancel`, { as: 'company' });
      expect(await expectChargeRefusals(charge.id, charge.metadata.emv, 'CANCELED')).toBe(2);
    });
  });

  describe('cards', () => {
    /** A new card of Maria's, waiting for approval (PROCESSING). */
    const issue = async (index: number) =>
      (
        await bank.call<{ id: string }>('POST', `${CARDS}/Issue`, {
          as: 'maria',
          json: {
            accountId: bank.accountOf('maria'),
            productId: CARD_PRODUCT_IDS.credit,
            type: 'VIRTUAL',
            name: 'Maria da Silva Souza',
            displayName: `TABELA ${index}`,
            taxId: '52998224725',
            birth: '1985-03-12',
            address: {
              zipCode: '01310100',
              street: 'Avenida Paulista',
              number: '1578',
              neighborhood: 'Bela Vista',
              city: 'São Paulo',
              state: 'SP',
              country: 'BR',
            },
            invoiceClosingDay: 1,
            invoicePayDay: 11,
          },
        })
      ).body.id;

    const approve = (id: string, approved: boolean) =>
      bank.call<ErrorList>('POST', `${CARDS}/${id}/Approval`, {
        as: 'maria',
        json: approved ? { approved, password: passwordOf('maria') } : { approved },
      });

    /** Each machine action as the card grid sends it, one request after the other; APPROVE is tried approved and disapproved. */
    function cardRequests(id: string, action: CardAction): (() => ReturnType<typeof approve>)[] {
      switch (action) {
        case 'APPROVE':
          return [() => approve(id, true), () => approve(id, false)];
        case 'LOCK':
          return [() => bank.call<ErrorList>('DELETE', `${CARDS}/${id}/Lock`, { as: 'maria' })];
        case 'UNLOCK':
          return [() => bank.call<ErrorList>('POST', `${CARDS}/${id}/Activate`, { as: 'maria' })];
        case 'CANCEL':
          return [() => bank.call<ErrorList>('DELETE', `${CARDS}/${id}/Cancel`, { as: 'maria' })];
      }
    }

    async function expectCardRefusals(id: string, status: string): Promise<CardAction[]> {
      const before = await bank.sandbox.ctx.db.query('select * from cards where id = $1', [id]);
      expect(before[0]).toMatchObject({ status });
      const actions = illegalCardActions(status);
      for (const action of actions) {
        // One at a time: each refusal is checked against the card as it was.
        for (const request of cardRequests(id, action)) {
          const answer = await request();
          expect(answer.status, `card ${status} × ${action}`).toBe(409);
          expect(answer.body.errors[0]?.errorCode, `card ${status} × ${action}`).toMatch(/^CD\d{5}$/);
          expect(answer.body.errors[0]?.message, `card ${status} × ${action}`).toContain(status);
          expect(
            await bank.sandbox.ctx.db.query('select * from cards where id = $1', [id]),
            `card ${status} × ${action}`,
          ).toEqual(before);
        }
      }
      return actions;
    }

    test('a card waiting for approval can be neither locked, unlocked nor cancelled', async () => {
      expect(await expectCardRefusals(await issue(1), 'PROCESSING')).toEqual(['LOCK', 'UNLOCK', 'CANCEL']);
    });

    test('an active card can be neither approved again nor unlocked', async () => {
      const id = await issue(2);
      expect((await approve(id, true)).status).toBe(200);
      expect(await expectCardRefusals(id, 'ACTIVE')).toEqual(['APPROVE', 'UNLOCK']);
    });

    test('a locked card can be neither approved nor locked again', async () => {
      const id = await issue(3);
      expect((await approve(id, true)).status).toBe(200);
      expect((await bank.call('DELETE', `${CARDS}/${id}/Lock`, { as: 'maria' })).status).toBe(200);
      expect(await expectCardRefusals(id, 'LOCKED')).toEqual(['APPROVE', 'LOCK']);
    });

    test('nothing leaves a cancelled card', async () => {
      const id = await issue(4);
      expect((await approve(id, false)).status).toBe(200);
      expect(await expectCardRefusals(id, 'CANCELED')).toEqual(['APPROVE', 'LOCK', 'UNLOCK', 'CANCEL']);
    });
  });
});

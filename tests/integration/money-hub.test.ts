import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backendsOf } from '../support/backends.ts';
import { openMoneyBank, type MoneyBank } from './money-harness.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- hub payloads are checked with expect()
type Event = Record<string, any>;

describe.each(backendsOf(import.meta.url))('money events through the real SignalR client on $name', ({ databaseUrl }) => {
  let bank: MoneyBank;
  let connection: HubConnection;
  const received: { target: string; event: Event }[] = [];

  beforeAll(async () => {
    bank = await openMoneyBank(databaseUrl);
    const token = await bank.tokenOf('maria');
    connection = new HubConnectionBuilder()
      .withUrl(`${bank.sandbox.url}/hub/Notification`, { accessTokenFactory: () => token })
      .withAutomaticReconnect([0, 100, 200, 500])
      .configureLogging(LogLevel.None)
      .build();
    for (const target of ['Account', 'AccountTransaction', 'AccountNotification', 'AccountTransfer']) {
      connection.on(target, (event: Event) => received.push({ target, event }));
    }
    await connection.start();
  });
  afterAll(async () => {
    await connection.stop();
    await bank.close();
  });

  /** Ana sends Maria an internal transfer and approves it. */
  const transferToMaria = async (amount: number) => {
    const created = await bank.call('POST', '/api/Transactions/Transfers', {
      as: 'ana',
      json: { accountId: bank.accountOf('ana'), type: 'INTERNAL', amount, receiver: { branch: '0001', account: '123456' } },
    });
    await bank.call('POST', `/api/Transactions/Transfers/${created.body.id}/Approval`, {
      as: 'ana',
      json: { approved: true, password: '112233' },
    });
  };
  const waitFor = (target: string, match: (event: Event) => boolean) =>
    expect.poll(() => received.find((item) => item.target === target && match(item.event)), { timeout: 15_000 }).toBeTruthy();

  test('a transfer to Maria reaches her connection as Account and AccountTransaction', async () => {
    await transferToMaria(12.34);
    const maria = bank.accountOf('maria');
    await waitFor('AccountTransaction', (event) => event.transaction?.amount === 12.34);
    const transaction = received.find((item) => item.target === 'AccountTransaction')!.event;
    expect(transaction).toMatchObject({
      accountId: maria,
      transaction: { launch: 'CREDIT', entity: 'TRANSFER_INTERNAL', amount: 12.34, accountId: maria },
    });
    expect(transaction.sequence).toEqual(expect.any(Number));
    await waitFor('Account', (event) => event.accountId === maria);
    const account = received.find((item) => item.target === 'Account')!.event;
    expect(account.balance * 100).toBeCloseTo(await bank.balanceCents(maria), 5);
    await waitFor('AccountNotification', (event) => event.message?.title === 'Transferência recebida');
    // Maria is not the payer: the transfer's status change goes to Ana only.
    expect(received.some((item) => item.target === 'AccountTransfer')).toBe(false);
  });

  test('after the sandbox drops every socket the client reconnects and hears later movements', async () => {
    const reconnected = new Promise<void>((resolve) => connection.onreconnected(() => resolve()));
    bank.sandbox.ctx.hub!.dropAll();
    await reconnected;
    await transferToMaria(7.77);
    await waitFor('AccountTransaction', (event) => event.transaction?.amount === 7.77);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIXED_NOW, eventually, nextEvents, signalrClient, startBank, type TestBank } from './harness.ts';

describe('account events through the real SignalR client', () => {
  let bank: TestBank;
  beforeEach(async () => {
    bank = await startBank();
  });
  afterEach(() => bank.stop());

  it('delivers publish() as connection.on(target) with id, per-account sequence and time', async () => {
    const ana = signalrClient(bank.hubUrl, 'token-ana-phone');
    await ana.start();
    expect(bank.hub.connectionCount('acc-ana')).toBe(1);

    const received = nextEvents(ana, 'Account', 3);
    bank.hub.publish('acc-ana', 'Account', { kind: 'BalanceChanged', availableBalance: 1500.25 });
    bank.hub.publish('acc-ana', 'Account', { kind: 'StatementChanged' });
    bank.hub.publish('acc-ana', 'Account', { kind: 'BalanceChanged', availableBalance: 900 });
    const events = await received;

    expect(events.map((event) => event['sequence'])).toEqual([1, 2, 3]);
    expect(events[0]).toMatchObject({ kind: 'BalanceChanged', availableBalance: 1500.25, occurredAt: FIXED_NOW.toISOString() });
    const ids = events.map((event) => event['eventId']);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('reaches every connection of the account and no other account', async () => {
    const anaPhone = signalrClient(bank.hubUrl, 'token-ana-phone');
    const anaLaptop = signalrClient(bank.hubUrl, 'token-ana-laptop');
    const bruno = signalrClient(bank.hubUrl, 'token-bruno');
    await Promise.all([anaPhone.start(), anaLaptop.start(), bruno.start()]);
    expect(bank.hub.connectionCount()).toBe(3);
    expect(bank.hub.connectionCount('acc-ana')).toBe(2);

    const brunoGot: unknown[] = [];
    bruno.on('Account', (event: unknown) => brunoGot.push(event));
    const phone = nextEvents(anaPhone, 'Account');
    const laptop = nextEvents(anaLaptop, 'Account');
    bank.hub.publish('acc-ana', 'Account', { kind: 'PixReceived', amount: 10 });
    const [[onPhone], [onLaptop]] = await Promise.all([phone, laptop]);
    expect(onPhone).toEqual(onLaptop);

    // Bruno's own counter starts at 1: sequences are per account.
    const brunoNext = nextEvents(bruno, 'Account');
    bank.hub.publish('acc-bruno', 'Account', { kind: 'StatementChanged' });
    const [forBruno] = await brunoNext;
    expect(forBruno).toMatchObject({ kind: 'StatementChanged', sequence: 1 });
    expect(brunoGot).toHaveLength(1);
  });

  it('cannot let a payload forge the envelope', async () => {
    const ana = signalrClient(bank.hubUrl, 'token-ana-phone');
    await ana.start();
    const received = nextEvents(ana, 'Account');
    bank.hub.publish('acc-ana', 'Account', { eventId: 'forged', sequence: 99, occurredAt: 'yesterday' });
    const [event] = await received;
    expect(event).toMatchObject({ sequence: 1, occurredAt: FIXED_NOW.toISOString() });
    expect(event?.['eventId']).not.toBe('forged');
  });

  it('answers a client invocation with an error completion and ignores a non-blocking send', async () => {
    const ana = signalrClient(bank.hubUrl, 'token-ana-phone');
    await ana.start();
    await expect(ana.invoke('TransferMoney', 100)).rejects.toThrow("Method 'TransferMoney' does not exist.");
    await ana.send('MarkAsRead', 'evt-1');
    // The hub reads a connection's records in order: once a later invocation is answered, the send
    // has been read, and a close it caused would have come first.
    await expect(ana.invoke('TransferMoney', 1)).rejects.toThrow("Method 'TransferMoney' does not exist.");
    expect(ana.state).toBe('Connected');
  });

  it('counts only open connections', async () => {
    const ana = signalrClient(bank.hubUrl, 'token-ana-phone');
    await ana.start();
    expect(bank.hub.connectionCount('acc-ana')).toBe(1);
    await ana.stop();
    await eventually(() => bank.hub.connectionCount('acc-ana') === 0);
    expect(bank.hub.connectionCount('acc-bruno')).toBe(0);
  });
});

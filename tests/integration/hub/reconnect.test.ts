import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextEvents, signalrClient, startBank, type TestBank } from './harness.ts';

describe('after the hub drops every socket', () => {
  let bank: TestBank;
  beforeEach(async () => {
    bank = await startBank();
  });
  afterEach(() => bank.stop());

  it('the client with automatic reconnect comes back and receives later events, seeing the gap', async () => {
    const ana = signalrClient(bank.hubUrl, 'token-ana-phone', { reconnectDelays: [0, 100, 200] });
    await ana.start();
    const firstId = ana.connectionId;
    const first = nextEvents(ana, 'Account');
    bank.hub.publish('acc-ana', 'Account', { kind: 'StatementChanged' });
    expect((await first)[0]).toMatchObject({ sequence: 1 });

    const reconnecting = new Promise<void>((resolve) => ana.onreconnecting(() => resolve()));
    const reconnected = new Promise<string | undefined>((resolve) => ana.onreconnected(resolve));
    bank.hub.dropAll();
    await reconnecting;
    // Published while the client was away: lost to it, but it still takes sequence 2.
    bank.hub.publish('acc-ana', 'Account', { kind: 'BalanceChanged' });
    const newId = await reconnected;
    expect(newId).toBeDefined();
    expect(newId).not.toBe(firstId);

    const later = nextEvents(ana, 'Account');
    bank.hub.publish('acc-ana', 'Account', { kind: 'PixReceived' });
    expect((await later)[0]).toMatchObject({ kind: 'PixReceived', sequence: 3 });
  });
});

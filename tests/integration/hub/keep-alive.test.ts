import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RS, eventually, handshake, negotiate, rawConnect, startBank, type TestBank } from './harness.ts';

const bearer = { authorization: 'Bearer token-ana-phone' };

describe('keep-alive and silent clients', () => {
  let bank: TestBank;
  beforeEach(async () => {
    bank = await startBank({ pingIntervalMs: 50, clientTimeoutMs: 300 });
  });
  afterEach(() => bank.stop());

  it('pings a quiet client and closes one that stops sending anything', async () => {
    const client = await rawConnect(bank.hubUrl, bearer);
    handshake(client);
    const openedAt = Date.now();
    const code = await client.closed;
    const silentFor = Date.now() - openedAt;

    expect(client.records[0]).toEqual({});
    const pings = client.records.filter((record) => record['type'] === 6);
    expect(pings.length).toBeGreaterThanOrEqual(3);
    expect(client.records.at(-1)).toEqual({ type: 7, error: expect.stringContaining('300 ms'), allowReconnect: true });
    expect(silentFor).toBeGreaterThanOrEqual(250);
    expect(code).toBe(1000);
    expect(bank.hub.connectionCount()).toBe(0);
  });

  it('keeps a client that pings', async () => {
    const client = await rawConnect(bank.hubUrl, bearer);
    handshake(client);
    // The client answers every second ping of the hub (one each 50 ms): 800 ms in all, well past the
    // 300 ms a silent client is given, each of its pings well inside them.
    const hubPings = () => client.records.filter((record) => record['type'] === 6).length;
    for (let i = 0; i < 8; i += 1) {
      const seen = hubPings();
      await eventually(() => hubPings() >= seen + 2);
      client.socket.send(`{"type":6}${RS}`);
    }
    expect(client.socket.readyState).toBe(1);
    expect(bank.hub.connectionCount('acc-ana')).toBe(1);
    client.socket.close();
  });

  it('drops a socket that never sends the handshake', async () => {
    const { body } = await negotiate(bank.hubUrl, bearer);
    const client = await rawConnect(`${bank.hubUrl}?id=${String(body['connectionToken'])}`, bearer);
    await client.closed;
    expect(client.records).toEqual([]);
  });

  it('answers a handshake for another protocol with an error, then closes', async () => {
    const client = await rawConnect(bank.hubUrl, bearer);
    client.socket.send(`{"protocol":"messagepack","version":1}${RS}`);
    await client.closed;
    expect(client.records).toEqual([{ error: "Requested protocol 'messagepack' is not available." }]);
  });

  it('takes a handshake and a ping split across frames and packed in one frame', async () => {
    const client = await rawConnect(bank.hubUrl, bearer);
    client.socket.send('{"protocol":"js');
    client.socket.send(`on","version":1}${RS}{"type":6}${RS}{"type":1,"invocationId":"7","target":"Close`);
    client.socket.send(`Account","arguments":[]}${RS}`);
    await expect
      .poll(() => client.records)
      .toEqual([{}, { type: 3, invocationId: '7', error: "Method 'CloseAccount' does not exist." }]);
    client.socket.close();
  });

  it('closes with a protocol error on a message it cannot read', async () => {
    const client = await rawConnect(bank.hubUrl, bearer);
    handshake(client);
    client.socket.send(`not json${RS}`);
    await client.closed;
    expect(client.records.at(-1)).toEqual({ type: 7, error: expect.stringContaining('Protocol error') });
  });
});

describe('limits', () => {
  let bank: TestBank;
  beforeEach(async () => {
    bank = await startBank();
  });
  afterEach(() => bank.stop());

  it('closes a client that sends an endless record instead of buffering it', async () => {
    const client = await rawConnect(bank.hubUrl, bearer);
    handshake(client);
    const chunk = `{"type":1,"target":"${'x'.repeat(40_000)}`;
    client.socket.send(chunk);
    client.socket.send(chunk);
    await client.closed;
    expect(client.records.at(-1)).toEqual({ type: 7, error: 'Message is too large.' });
  });

  it('refuses a single frame over the size limit at the WebSocket layer', async () => {
    const client = await rawConnect(bank.hubUrl, bearer);
    handshake(client);
    client.socket.send('x'.repeat(70_000));
    expect(await client.closed).toBe(1009);
  });
});

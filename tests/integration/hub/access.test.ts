import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpTransportType } from '@microsoft/signalr';
import { ALLOWED_ORIGIN, handshake, negotiate, rawConnect, signalrClient, startBank, type TestBank } from './harness.ts';

describe('who may connect', () => {
  let bank: TestBank;
  beforeEach(async () => {
    bank = await startBank({ connectionTokenTtlMs: 600 });
  });
  afterEach(() => bank.stop());

  it('refuses a bad token at negotiate, so the client never starts', async () => {
    const intruder = signalrClient(bank.hubUrl, 'stolen-or-expired');
    await expect(intruder.start()).rejects.toThrow(/negotiat/i);
    expect(bank.hub.connectionCount()).toBe(0);

    const refused = await negotiate(bank.hubUrl, { authorization: 'Bearer stolen-or-expired' });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ errors: [{ message: expect.any(String), errorCode: 'AU10003' }] });
    expect((await negotiate(bank.hubUrl)).status).toBe(401);
  });

  it('answers negotiate version 1 with a connection token and WebSockets/Text only', async () => {
    const { status, body } = await negotiate(bank.hubUrl, { authorization: 'Bearer token-ana-phone' });
    expect(status).toBe(200);
    expect(body).toEqual({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
    expect(body['connectionToken']).not.toBe(body['connectionId']);
  });

  it('lets the Authorization header win over the access_token query parameter', async () => {
    const goodHeaderBadQuery = await negotiate(
      bank.hubUrl,
      { authorization: 'Bearer token-ana-phone' },
      'negotiateVersion=1&access_token=bad',
    );
    expect(goodHeaderBadQuery.status).toBe(200);
    const badHeaderGoodQuery = await negotiate(
      bank.hubUrl,
      { authorization: 'Bearer bad' },
      'negotiateVersion=1&access_token=token-ana-phone',
    );
    expect(badHeaderGoodQuery.status).toBe(401);
  });

  it('accepts the browser way: access_token on the WebSocket URL, never written to the log', async () => {
    const { body } = await negotiate(bank.hubUrl, { authorization: 'Bearer token-ana-phone', origin: ALLOWED_ORIGIN });
    const connectionToken = String(body['connectionToken']);
    const client = await rawConnect(`${bank.hubUrl}?id=${connectionToken}&access_token=token-ana-phone`, {
      origin: ALLOWED_ORIGIN,
    });
    handshake(client);
    await expect.poll(() => client.records).toEqual([{}]);
    expect(bank.hub.connectionCount('acc-ana')).toBe(1);
    client.socket.close();

    const log = bank.logs.join('');
    expect(log).toContain('/hub/Notification?id=[masked]&access_token=[masked]');
    expect(log).not.toContain('token-ana-phone');
    expect(log).not.toContain(connectionToken);
  });

  it('uses a connection token once, and not after it expires', async () => {
    const headers = { authorization: 'Bearer token-ana-phone' };
    const first = await negotiate(bank.hubUrl, headers);
    const url = `${bank.hubUrl}?id=${String(first.body['connectionToken'])}`;
    const client = await rawConnect(url, headers);
    await expect(rawConnect(url, headers)).rejects.toThrow('Unexpected server response: 404');
    client.socket.close();

    // The token's 600 ms pass on a fake clock: the hub forgets it on a timer of its own. The request
    // goes through Fastify's inject, which needs no timer, so only the hub's is faked.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let second: string;
    try {
      const answer = await bank.app.inject({ method: 'POST', url: `${new URL(bank.hubUrl).pathname}/negotiate?negotiateVersion=1`, headers });
      second = String(answer.json<Record<string, unknown>>()['connectionToken']);
      vi.advanceTimersByTime(600);
    } finally {
      vi.useRealTimers();
    }
    await expect(rawConnect(`${bank.hubUrl}?id=${second}`, headers)).rejects.toThrow('404');
  });

  it('refuses a connection token negotiated by another session', async () => {
    const { body } = await negotiate(bank.hubUrl, { authorization: 'Bearer token-ana-phone' });
    await expect(
      rawConnect(`${bank.hubUrl}?id=${String(body['connectionToken'])}`, { authorization: 'Bearer token-bruno' }),
    ).rejects.toThrow('401');
  });

  it('authenticates the WebSocket itself too', async () => {
    await expect(rawConnect(bank.hubUrl)).rejects.toThrow('401');
    await expect(rawConnect(bank.hubUrl, { authorization: 'Bearer bad' })).rejects.toThrow('401');
  });

  it('accepts a direct WebSocket connect without negotiate (skipNegotiation)', async () => {
    const ana = signalrClient(bank.hubUrl, 'token-ana-phone', { skipNegotiation: true, transport: HttpTransportType.WebSockets });
    await ana.start();
    expect(bank.hub.connectionCount('acc-ana')).toBe(1);
  });
});

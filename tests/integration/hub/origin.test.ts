import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALLOWED_ORIGIN, negotiate, rawConnect, signalrClient, startBank, type TestBank } from './harness.ts';

describe('browser origins', () => {
  let bank: TestBank;
  beforeEach(async () => {
    bank = await startBank();
  });
  afterEach(() => bank.stop());

  const foreign = { origin: 'https://phishing.example' };

  it('refuses negotiate from an origin that is not allowed', async () => {
    const refused = await negotiate(bank.hubUrl, { authorization: 'Bearer token-ana-phone', ...foreign });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ errors: [{ message: expect.any(String), errorCode: 'HB10001' }] });

    const client = signalrClient(bank.hubUrl, 'token-ana-phone', { headers: foreign });
    await expect(client.start()).rejects.toThrow();
    expect(bank.hub.connectionCount()).toBe(0);
  });

  it('refuses the WebSocket upgrade from an origin that is not allowed, even with a valid connection token', async () => {
    const { body } = await negotiate(bank.hubUrl, { authorization: 'Bearer token-ana-phone' });
    const url = `${bank.hubUrl}?id=${String(body['connectionToken'])}&access_token=token-ana-phone`;
    await expect(rawConnect(url, foreign)).rejects.toThrow('Unexpected server response: 403');
  });

  it('accepts the allowed origin and clients that send none', async () => {
    const browserLike = signalrClient(bank.hubUrl, 'token-ana-phone', { headers: { origin: ALLOWED_ORIGIN } });
    const nodeClient = signalrClient(bank.hubUrl, 'token-bruno');
    await Promise.all([browserLike.start(), nodeClient.start()]);
    expect(bank.hub.connectionCount()).toBe(2);
  });
});

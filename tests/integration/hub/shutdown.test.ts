import { describe, expect, it } from 'vitest';
import { handshake, rawConnect, signalrClient, startBank } from './harness.ts';

describe('hub shutdown', () => {
  it('sends Close with allowReconnect to everyone and lets app.close() finish', async () => {
    const bank = await startBank();
    const raw = await rawConnect(bank.hubUrl, { authorization: 'Bearer token-bruno' });
    handshake(raw);
    const ana = signalrClient(bank.hubUrl, 'token-ana-phone');
    await ana.start();
    await expect.poll(() => bank.hub.connectionCount()).toBe(2);

    const startedAt = Date.now();
    await bank.app.close();
    await raw.closed;
    expect(Date.now() - startedAt).toBeLessThan(2000);
    expect(raw.records.at(-1)).toEqual({ type: 7, allowReconnect: true });
    expect(bank.hub.connectionCount()).toBe(0);
    await bank.stop();
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIXED_NOW, eventually, signalrClient, startBank, type TestBank } from './harness.ts';

describe('revokeSession', () => {
  let bank: TestBank;
  beforeEach(async () => {
    bank = await startBank();
  });
  afterEach(() => bank.stop());

  it('sends Logout to the session, then closes it without a reconnect; other sessions stay', async () => {
    const phone = signalrClient(bank.hubUrl, 'token-ana-phone', { reconnectDelays: [0, 100] });
    const laptop = signalrClient(bank.hubUrl, 'token-ana-laptop');
    await Promise.all([phone.start(), laptop.start()]);

    const order: string[] = [];
    let logout: unknown;
    const closed = new Promise<Error | undefined>((resolve) => phone.onclose(resolve));
    phone.on('Logout', (event: unknown) => {
      order.push('Logout');
      logout = event;
    });
    phone.onreconnecting(() => order.push('reconnecting'));
    void closed.then(() => order.push('closed'));

    bank.hub.revokeSession('sess-ana-phone');
    const error = await closed;

    expect(order).toEqual(['Logout', 'closed']);
    expect(logout).toMatchObject({ reason: 'SessionRevoked', eventId: expect.any(String), occurredAt: FIXED_NOW.toISOString() });
    expect(error?.message).toContain('Session revoked.');
    expect(phone.state).toBe('Disconnected');
    await eventually(() => bank.hub.connectionCount('acc-ana') === 1);
    expect(laptop.state).toBe('Connected');
  });
});

import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Ticket } from '../../src/generated/schemas.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

describe.each(backendsOf(import.meta.url))('tickets in URLs instead of the session token, on $name', ({ databaseUrl }) => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ databaseUrl });
    api = apiClient(sandbox.url);
  });
  afterAll(() => sandbox.close());

  const ticket = async (token: string, purpose: 'hub' | 'file') =>
    (await api.call<Ticket>('POST', '/api/Authentication/Tickets', { token, json: { purpose } })).body.ticket;
  const connectWith = (value: string) =>
    new HubConnectionBuilder()
      .withUrl(`${sandbox.url}/hub/Notification`, {
        accessTokenFactory: () => value,
        skipNegotiation: true,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();

  test('a hub ticket opens one connection and only one', async () => {
    const token = (await api.signIn('maria')).body.access_token;
    const value = await ticket(token, 'hub');
    expect(value).toMatch(/^tk_/);
    const first = connectWith(value);
    await first.start();
    await first.stop();
    await expect(connectWith(value).start()).rejects.toThrow();
  });

  test('a ticket stops working after 60 seconds by the sandbox clock', async () => {
    const value = await ticket((await api.signIn('maria')).body.access_token, 'hub');
    sandbox.ctx.clock.advance(61);
    try {
      await expect(connectWith(value).start()).rejects.toThrow();
    } finally {
      sandbox.ctx.clock.reset();
    }
  });

  test('a ticket for files does not open the hub, and no ticket outlives its session', async () => {
    const token = (await api.signIn('ana')).body.access_token;
    await expect(connectWith(await ticket(token, 'file')).start()).rejects.toThrow();
    const value = await ticket(token, 'hub');
    await api.call('POST', '/api/Authentication/SignOut', { token });
    await expect(connectWith(value).start()).rejects.toThrow();
  });

  test('a ticket is asked for with a session, never without one', async () => {
    const answer = await api.call('POST', '/api/Authentication/Tickets', { json: { purpose: 'hub' } });
    expect(answer.status).toBe(401);
  });
});

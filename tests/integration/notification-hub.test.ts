import { HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

describe('the sandbox serves the notification hub', () => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = apiClient(sandbox.url);
  });
  afterAll(() => sandbox.close());

  const connect = (token: string) =>
    new HubConnectionBuilder()
      .withUrl(`${sandbox.url}/hub/Notification`, { accessTokenFactory: () => token })
      .configureLogging(LogLevel.None)
      .build();

  test("a signed-in holder's connection receives the events of their account, and Logout when they sign out", async () => {
    const token = (await api.signIn('maria')).body.access_token;
    const connection = connect(token);
    const events: unknown[] = [];
    const loggedOut = new Promise((resolve) => connection.on('Logout', resolve));
    connection.on('Account', (event) => events.push(event));
    await connection.start();
    expect(sandbox.ctx.hub!.connectionCount(holderOf('maria').accountId)).toBe(1);

    sandbox.ctx.hub!.publish(holderOf('maria').accountId, 'Account', { accountId: holderOf('maria').accountId });
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toMatchObject({ accountId: holderOf('maria').accountId, sequence: 1 });

    expect((await api.call('POST', '/api/Authentication/SignOut', { token })).status).toBe(200);
    await loggedOut;
    await expect.poll(() => connection.state).toBe(HubConnectionState.Disconnected);
  });

  test('a signed-out session cannot connect again with its old token', async () => {
    const token = (await api.signIn('ana')).body.access_token;
    await api.call('POST', '/api/Authentication/SignOut', { token });
    await expect(connect(token).start()).rejects.toThrow();
  });
});

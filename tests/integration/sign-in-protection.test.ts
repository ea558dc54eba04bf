import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

type ErrorList = { errors: { message: string; errorCode: string }[] };

describe('sign-in protection', () => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = apiClient(sandbox.url);
  });
  afterAll(() => sandbox.close());

  test('five wrong passwords in a row lock the operator for thirty minutes, even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await api.signIn('company', { password: '000000' })).status).toBe(401);
    const locked = await api.signIn('company');
    expect(locked.status).toBe(423);
    expect((locked.body as unknown as ErrorList).errors[0]!.errorCode).toBe('AU10014');
    sandbox.ctx.clock.advance(29 * 60);
    expect((await api.signIn('company')).status).toBe(423);
    sandbox.ctx.clock.advance(2 * 60);
    try {
      expect((await api.signIn('company')).status).toBe(200);
    } finally {
      sandbox.ctx.clock.reset();
    }
  });

  test('a right password resets the count of failures', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await api.signIn('ana', { password: '000000' });
    expect((await api.signIn('ana')).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) await api.signIn('ana', { password: '000000' });
    expect((await api.signIn('ana')).status).toBe(200);
  });

  test('one address failing twenty times is answered 429 with the error list, while another address signs in as usual', async () => {
    const maria = holderOf('maria');
    const attempt = (remoteAddress: string, operator: string, password: string) =>
      sandbox.app.inject({
        method: 'POST',
        url: `/api/Authentication/Account/${maria.accountId}/SignIn`,
        payload: { operator, password },
        remoteAddress,
      });
    for (let index = 0; index < 20; index += 1)
      expect((await attempt('198.51.100.7', `guess${index}`, 'x')).statusCode).toBe(401);
    const blocked = await attempt('198.51.100.7', 'maria', '246810');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json<ErrorList>().errors[0]!.errorCode).toBe('AU10015');
    expect((await attempt('198.51.100.8', 'maria', '246810')).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Profile } from '../../src/generated/schemas.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

const PROFILE = '/api/Authentication/Account/Profile';

describe.each(backendsOf(import.meta.url))('the profile form saves to the bank, on $name', ({ databaseUrl }) => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ databaseUrl });
    api = apiClient(sandbox.url);
  });
  afterAll(() => sandbox.close());

  test("it answers the signed-in user's profile, the user name and the two-factor state with it", async () => {
    const token = (await api.signIn('maria')).body.access_token;
    const answer = await api.call<Profile>('GET', PROFILE, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ userName: 'maria', name: holderOf('maria').operator.name, a2FEnable: false });
  });

  test('a save keeps name, e-mail and phone, and the next read and the current user say so; the user name stays', async () => {
    const token = (await api.signIn('ana')).body.access_token;
    const saved = await api.call<Profile>('PUT', PROFILE, {
      token,
      json: {
        userName: 'someone-else',
        name: 'Ana B. Costa',
        email: 'ana.costa@example.com',
        phone: '5511987654321',
        a2FEnable: true,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      userName: 'ana',
      name: 'Ana B. Costa',
      email: 'ana.costa@example.com',
      phone: '5511987654321',
      a2FEnable: false,
    });
    expect((await api.call<Profile>('GET', PROFILE, { token })).body).toEqual(saved.body);
    const [row] = await sandbox.ctx.db.query<{ name: string; user_name: string; a2f_enabled: boolean }>(
      'select name, user_name, a2f_enabled from users where id = $1',
      [holderOf('ana').operator.userId],
    );
    expect(row).toEqual({ name: 'Ana B. Costa', user_name: 'ana', a2f_enabled: false });
  });

  test('a profile the schema refuses changes nothing: the errors name the field', async () => {
    const token = (await api.signIn('maria')).body.access_token;
    const before = (await api.call<Profile>('GET', PROFILE, { token })).body;
    const refused = await api.call<{ errors: { message: string; errorCode: string }[] }>('PUT', PROFILE, {
      token,
      json: { name: 'Maria', email: 'not an e-mail', phone: '55119' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.length).toBeGreaterThan(0);
    expect((await api.call<Profile>('GET', PROFILE, { token })).body).toEqual(before);
  });

  test('without a session there is no profile', async () => {
    expect((await api.call('GET', PROFILE)).status).toBe(401);
  });
});

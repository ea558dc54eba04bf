import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AuthData, CurrentUser } from '../../src/generated/schemas.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { DEMO_MERCHANT } from '../../src/sandbox/seed/demo-data.ts';
import { apiClient, DEMO_BRANCH, holderOf } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

type ErrorList = { errors: { message: string; errorCode: string }[] };

describe.each(backendsOf(import.meta.url))('authentication on $name', ({ databaseUrl }) => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ databaseUrl });
    api = apiClient(sandbox.url);
  });
  afterAll(() => sandbox.close());

  test('the bank token reads the configuration and finds an account by branch and number', async () => {
    const bank = await api.call<AuthData>('GET', `/api/Merchants/${DEMO_MERCHANT.id}/Bank/Auth`);
    expect(bank.status).toBe(200);
    const configuration = await api.call<Record<string, unknown>>('GET', '/api/Merchants/Bank/Configuration', {
      token: bank.body.access_token,
    });
    expect(configuration.body).toMatchObject({
      methodApproveTransaction: 'PASSWORD',
      openAccountEnabled: true,
      faceMatchScore: 75,
    });
    const found = await api.call<{ id: string; name: string }>('GET', `/api/Authentication/Account/${DEMO_BRANCH.code}/12345-6`, {
      token: bank.body.access_token,
    });
    expect(found.body).toMatchObject({ id: holderOf('maria').accountId, name: 'Maria S.' });
  });

  test('finding an account without a bank token is refused with the error list', async () => {
    const answer = await api.call<ErrorList>('GET', `/api/Authentication/Account/0001/123456`);
    expect(answer.status).toBe(401);
    expect(answer.body.errors[0]!.errorCode).toBe('AU10003');
  });

  test('each demo operator signs in and reads who they are', async () => {
    for (const key of ['maria', 'company', 'ana'] as const) {
      const signIn = await api.signIn(key);
      expect(signIn.status).toBe(200);
      expect(signIn.body).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
      const me = await api.call<CurrentUser>('GET', '/api/Authentication/Account', { token: signIn.body.access_token });
      expect(me.body).toMatchObject({
        accountId: holderOf(key).accountId,
        userName: holderOf(key).operator.userName,
        changePassword: false,
      });
    }
  });

  test('a wrong password is refused with a message and code, and the same answer as an unknown operator', async () => {
    const wrong = await api.signIn('maria', { password: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ errors: [{ message: 'Operador ou senha inválidos.', errorCode: 'AU10001' }] });
    const unknown = await api.call('POST', `/api/Authentication/Account/${holderOf('maria').accountId}/SignIn`, {
      form: { operator: 'nobody', password: '246810' },
    });
    expect(unknown).toMatchObject({ status: 401, body: wrong.body });
  });

  test('a sign-in without a password answers which field is missing', async () => {
    const answer = await api.call<ErrorList>('POST', `/api/Authentication/Account/${holderOf('maria').accountId}/SignIn`, {
      form: { operator: 'maria' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ message: "O campo 'password' é obrigatório.", errorCode: 'RQ10001' }]);
  });

  test("Maria's token cannot read Ana's account or balance", async () => {
    const maria = (await api.signIn('maria')).body.access_token;
    const ana = holderOf('ana').accountId;
    for (const path of [`/api/Accounts/${ana}`, `/api/Accounts/${ana}/Balance`]) {
      const answer = await api.call<ErrorList>('GET', path, { token: maria });
      expect([403, 404]).toContain(answer.status);
      expect(answer.body.errors[0]).toEqual({ message: 'Conta não encontrada.', errorCode: 'AC10001' });
    }
    const own = await api.call<{ id: string }>('GET', `/api/Accounts/${holderOf('maria').accountId}/Balance`, { token: maria });
    expect(own.status).toBe(200);
  });

  test('a refresh token works once; used again it is refused and ends the session', async () => {
    const first = (await api.signIn('ana')).body;
    const refreshed = await api.call<AuthData>('POST', '/api/Authentication/RefreshToken', {
      form: { token: first.refresh_token! },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(first.refresh_token);

    const reused = await api.call<ErrorList>('POST', '/api/Authentication/RefreshToken', {
      form: { token: first.refresh_token! },
    });
    expect(reused.status).toBe(401);
    expect(reused.body.errors[0]!.errorCode).toBe('AU10004');
    // The copy was detected: the session, and the pair it had issued, are closed.
    const after = await api.call('GET', '/api/Authentication/Account', { token: refreshed.body.access_token });
    expect(after.status).toBe(401);
  });

  test('the refresh_token grant of /Token rotates the pair as well', async () => {
    const first = (await api.signIn('maria')).body;
    const grant = await api.call<AuthData>('POST', '/api/Authentication/Token', {
      form: { grant_type: 'refresh_token', token: first.refresh_token! },
    });
    expect(grant.status).toBe(200);
    const again = await api.call('POST', '/api/Authentication/Token', {
      form: { grant_type: 'refresh_token', token: first.refresh_token! },
    });
    expect(again.status).toBe(401);
  });

  test('API credentials get a client token that reads only their own account', async () => {
    const token = await api.call<AuthData>('POST', '/api/Authentication/Token', {
      form: { grant_type: 'client_credentials', client_id: 'pao-quente-api', client_secret: 'demo-secret-pao-quente' },
    });
    expect(token.status).toBe(200);
    const own = await api.call('GET', `/api/Accounts/${holderOf('company').accountId}/Balance`, {
      token: token.body.access_token,
    });
    expect(own.status).toBe(200);
    const other = await api.call('GET', `/api/Accounts/${holderOf('maria').accountId}/Balance`, {
      token: token.body.access_token,
    });
    expect(other.status).toBe(404);
    const badSecret = await api.call('POST', '/api/Authentication/Token', {
      form: { grant_type: 'client_credentials', client_id: 'pao-quente-api', client_secret: 'wrong' },
    });
    expect(badSecret.status).toBe(401);
  });

  test('an access token stops working when it expires by the sandbox clock', async () => {
    const auth = (await api.signIn('ana', { expires: 60 })).body;
    const path = `/api/Accounts/${holderOf('ana').accountId}/Balance`;
    expect((await api.call('GET', path, { token: auth.access_token })).status).toBe(200);
    sandbox.ctx.clock.advance(61);
    try {
      expect((await api.call('GET', path, { token: auth.access_token })).status).toBe(401);
      const refreshed = await api.call<AuthData>('POST', '/api/Authentication/RefreshToken', {
        form: { token: auth.refresh_token! },
      });
      expect((await api.call('GET', path, { token: refreshed.body.access_token })).status).toBe(200);
    } finally {
      sandbox.ctx.clock.reset();
    }
  });

  test('signing out twice answers CH30019 the second time, and the token no longer works', async () => {
    const token = (await api.signIn('maria')).body.access_token;
    expect((await api.call('POST', '/api/Authentication/SignOut', { token })).status).toBe(200);
    const again = await api.call<ErrorList>('POST', '/api/Authentication/SignOut', { token });
    expect(again.status).toBe(400);
    expect(again.body.errors[0]!.errorCode).toBe('CH30019');
    expect((await api.call('GET', '/api/Authentication/Account', { token })).status).toBe(401);
  });

  test("changing the password needs the current one and a matching confirmation; the new one is hashed at the bank's cost", async () => {
    const hashOfAna = async () =>
      (await sandbox.ctx.db.query<{ password_hash: string }>('select password_hash from users where user_name = $1', ['ana']))[0]!
        .password_hash;
    // The test bank seeds its operators at SEED_PASSWORD_COST (12); what a person sets takes the bank's 17.
    expect(await hashOfAna()).toMatch(/^scrypt\$4096\$8\$1\$/);
    const token = (await api.signIn('ana')).body.access_token;
    const mismatch = await api.call<ErrorList>('PUT', '/api/Authentication/User', {
      token,
      form: { currentpassword: '112233', newpassword: '445566', confirmpassword: '445567' },
    });
    expect(mismatch.body.errors[0]!.message).toBe('Necessário que os valores sejam iguais.');
    const wrongCurrent = await api.call('PUT', '/api/Authentication/User', {
      token,
      form: { currentpassword: '999999', newpassword: '445566', confirmpassword: '445566' },
    });
    expect(wrongCurrent.status).toBe(400);
    const changed = await api.call('PUT', '/api/Authentication/User', {
      token,
      form: { currentpassword: '112233', newpassword: '445566', confirmpassword: '445566' },
    });
    expect(changed).toMatchObject({ status: 200, body: { code: 200 } });
    expect((await api.signIn('ana')).status).toBe(401);
    expect((await api.signIn('ana', { password: '445566' })).status).toBe(200);
    expect(await hashOfAna()).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  test('an unknown API path answers 404 with the error list, never the site', async () => {
    const answer = await api.call<ErrorList>('GET', '/api/Nothing/Here');
    expect(answer.status).toBe(404);
    expect(answer.body.errors[0]!.errorCode).toBe('RQ10004');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { A2FEnrolment, CallResult, CurrentUser, ErrorList, Ticket } from '../../src/generated/schemas.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { apiClient, holderOf } from '../support/api-client.ts';
import { backendsOf } from '../support/backends.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

describe.each(backendsOf(import.meta.url))('two-factor sign-in with TOTP codes, on $name', ({ databaseUrl }) => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof apiClient>;
  let secret: string;
  const maria = holderOf('maria');

  beforeAll(async () => {
    sandbox = await startTestSandbox({ databaseUrl });
    api = apiClient(sandbox.url);
  });
  afterAll(() => sandbox.close());

  /** Moves the sandbox clock to 12 s into a later 30-second step, so each test uses codes never used before. */
  const nextStep = (steps = 1) => {
    const now = sandbox.ctx.clock.now().getTime();
    const intoStep = now % 30_000;
    sandbox.ctx.clock.advance((30_000 * steps - intoStep + 12_000) / 1000);
  };
  const codeAt = (offsetSteps = 0) =>
    new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
      timestamp: sandbox.ctx.clock.now().getTime() + offsetSteps * 30_000,
    });
  const confirm = (token: string, otp: string) =>
    api.call<CallResult & ErrorList>('POST', '/api/Authentication/A2F', { token, form: { otp } });
  const balance = (token: string) => api.call<ErrorList>('GET', `/api/Accounts/${maria.accountId}/Balance`, { token });
  const signInToken = async () => (await api.signIn('maria')).body.access_token;

  test('turning two-factor on answers a new secret and its otpauth address, and the QR image opens with a single-use ticket', async () => {
    const token = await signInToken();
    const enrolment = await api.call<A2FEnrolment>('POST', '/api/Authentication/User/A2F', { token });
    expect(enrolment.status).toBe(200);
    expect(enrolment.body).toMatchObject({ digits: 6, period: 30, algorithm: 'SHA1', label: 'maria' });
    secret = enrolment.body.secret;
    expect(enrolment.body.uri).toMatch(new RegExp(`^otpauth://totp/.*secret=${secret}`));
    const stored = await sandbox.ctx.db.query<{ a2f_pending_secret: string; a2f_enabled: boolean }>(
      'select a2f_pending_secret, a2f_enabled from users where id = $1',
      [maria.operator.userId],
    );
    expect(stored[0]).toEqual({ a2f_pending_secret: secret, a2f_enabled: false });

    const ticket = (await api.call<Ticket>('POST', '/api/Authentication/Tickets', { token, json: { purpose: 'file' } })).body
      .ticket;
    const image = await fetch(`${sandbox.url}/api/Authentication/User/A2F/PNG/200?ticket=${ticket}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await image.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect((await fetch(`${sandbox.url}/api/Authentication/User/A2F/PNG/200?ticket=${ticket}`)).status).toBe(401);
    expect((await fetch(`${sandbox.url}/api/Authentication/User/A2F/PNG/200`)).status).toBe(401);
  });

  test('the first right code turns two-factor on; a wrong one leaves it off', async () => {
    const token = await signInToken();
    nextStep();
    const wrong = await confirm(token, codeAt(3));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]!.errorCode).toBe('AU10013');
    expect((await confirm(token, codeAt())).status).toBe(200);
    const user = await api.call<CurrentUser>('GET', '/api/Authentication/Account', { token });
    expect(user.body.a2fEnabled).toBe(true);
    // The enrolment is over: its QR image is gone.
    const image = await api.call<ErrorList>('GET', '/api/Authentication/User/A2F/PNG/200', { token });
    expect(image.body.errors[0]!.errorCode).toBe('AU10019');
  });

  test('a sign-in of a user with two-factor on reaches nothing but its code until the code is right', async () => {
    nextStep();
    const token = await signInToken();
    const refused = await balance(token);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]!.errorCode).toBe('AU10016');
    expect((await api.call<CurrentUser>('GET', '/api/Authentication/Account', { token })).body.a2fEnabled).toBe(true);
    const ticket = await api.call<ErrorList>('POST', '/api/Authentication/Tickets', { token, json: { purpose: 'hub' } });
    expect(ticket.body.errors[0]!.errorCode).toBe('AU10016');
    expect((await confirm(token, codeAt())).body).toEqual({ code: 200, data: true, errors: [] });
    expect((await balance(token)).status).toBe(200);
  });

  test('codes of the step before and the step after are accepted, two steps away are not', async () => {
    nextStep(3);
    let token = await signInToken();
    expect((await confirm(token, codeAt(-2))).status).toBe(400);
    expect((await confirm(token, codeAt(2))).status).toBe(400);
    expect((await confirm(token, codeAt(-1))).status).toBe(200);
    nextStep(3);
    token = await signInToken();
    expect((await confirm(token, codeAt(1))).status).toBe(200);
  });

  test('a code used once cannot be used again, not even by another sign-in', async () => {
    nextStep(3);
    const code = codeAt();
    expect((await confirm(await signInToken(), code)).status).toBe(200);
    const replay = await confirm(await signInToken(), code);
    expect(replay.status).toBe(400);
    expect(replay.body.errors[0]!.errorCode).toBe('AU10017');
  });

  test('five wrong codes end the sign-in, which must start again', async () => {
    nextStep(3);
    const token = await signInToken();
    const wrong = codeAt(5);
    for (let attempt = 1; attempt < 5; attempt += 1)
      expect((await confirm(token, wrong)).body.errors[0]!.errorCode).toBe('AU10013');
    const fifth = await confirm(token, wrong);
    expect(fifth.status).toBe(403);
    expect(fifth.body.errors[0]!.errorCode).toBe('AU10018');
    // Even the right code no longer opens this session.
    expect((await confirm(token, codeAt())).status).toBe(401);
    const again = await signInToken();
    expect((await confirm(again, codeAt())).status).toBe(200);
    expect((await balance(again)).status).toBe(200);
  });

  test('turning two-factor off lets the next sign-in in with the password alone', async () => {
    nextStep(3);
    const token = await signInToken();
    await confirm(token, codeAt());
    expect((await api.call<CallResult>('DELETE', '/api/Authentication/User/A2F', { token })).status).toBe(200);
    expect((await balance(await signInToken())).status).toBe(200);
  });
});

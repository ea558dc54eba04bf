import * as OTPAuth from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import { currentAuth, clearAuth } from '../../src/api/auth-store.ts';
import { getAccountConfig, getBalance } from '../../src/api/accounts.ts';
import { getCurrentUser, prefetchCurrentUser } from '../../src/api/authentication.ts';
import { http as client } from '../../src/api/http-client.ts';
import { changePassword } from '../../src/api/change-password.ts';
import { loadAppConfig } from '../../src/api/config.ts';
import { onSessionExpired } from '../../src/api/http.ts';
import { subscribeNotices, type Notice } from '../../src/api/notices.ts';
import { sessionMachine, type SessionEvent } from '../../src/machines/session.machine.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD_CHANGE_OPERATOR } from '../../src/sandbox/seed/demo-data.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';
import { startTestSandbox } from '../support/test-sandbox.ts';

/**
 * The session machine as the site runs it, its server calls the site's own (src/api), against a real
 * sandbox: each event a person or the HTTP layer sends, then the state the machine reaches and what
 * the bank holds for the session (open, waiting for its code, closed). The browser's walk of the same
 * machine is tests/e2e/session-model.spec.ts; this one is quick enough to run for every mutant of the
 * machine (npm run test:model:mutation -- --machine session).
 */
type Session = ActorRefFrom<typeof sessionMachine>;

const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
const BUSY = ['restoring', 'signingIn', 'confirmingCode', 'signingOut'];
const maria = DEMO_ACCOUNTS.find((holder) => holder.key === 'maria')!;
const ana = DEMO_ACCOUNTS.find((holder) => holder.key === 'ana')!;
const company = DEMO_ACCOUNTS.find((holder) => holder.key === 'company')!;
const carla = DEMO_PASSWORD_CHANGE_OPERATOR;

let sandbox: RunningSandbox;
const actors: Session[] = [];
/** What the page would show as toasts or popups since the last event (src/api/notices.ts). */
let notices: Notice[] = [];
const stopNotices = subscribeNotices((notice) => notices.push(notice));

beforeAll(async () => {
  sandbox = await startTestSandbox();
  // The site reads its settings from /app-config.json: here the sandbox is the bank's API.
  vi.stubGlobal('fetch', async () => Response.json({ apiBaseUrl: sandbox.url, authExpires: 600 }));
  await loadAppConfig();
  vi.unstubAllGlobals();
}, 120_000);
afterAll(async () => {
  stopNotices();
  // The modules of a worker are shared by its files: the settings go back to the defaults.
  vi.stubGlobal('fetch', async () => Response.json({}));
  await loadAppConfig();
  vi.unstubAllGlobals();
  await sandbox?.close();
});
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop();
  clearAuth();
});

/** The site's session as a page load starts it, with the HTTP layer's expiry wired as SessionBridge wires it. */
async function load(): Promise<Session> {
  notices = [];
  const actor = createActor(sessionMachine);
  const unwire = onSessionExpired(() => actor.send({ type: 'SESSION_EXPIRED' }));
  actor.subscribe({ complete: unwire });
  actors.push(actor);
  actor.start();
  return settle(actor);
}

async function settle(actor: Session): Promise<Session> {
  await waitFor(actor, (snapshot) => !BUSY.includes(snapshot.value as string), { timeout: 15_000 });
  return actor;
}

async function send(actor: Session, event: SessionEvent): Promise<string> {
  expect(actor.getSnapshot().can(event), `${actor.getSnapshot().value as string} accepts ${event.type}`).toBe(true);
  notices = [];
  actor.send(event);
  await settle(actor);
  return actor.getSnapshot().value as string;
}

const credentials = (account: string, operator: string, password: string) => ({
  type: 'SIGN_IN' as const,
  credentials: { branch: '0001', account, operator, password },
});

/** Out, as a person who did nothing wrong sees it: no user, no stored tokens, no error shown. */
function expectOut(actor: Session, endReason: string | null): void {
  expect(actor.getSnapshot().value).toBe('signedOut');
  expect(actor.getSnapshot().context).toMatchObject({ user: null, errors: null, endReason });
  expect(currentAuth()).toBeNull();
  expect(notices).toEqual([]);
}

/** The session the stored access token names, as the bank holds it. */
async function bankSession(token = currentAuth()?.access_token) {
  if (!token) return null;
  const { sessionId } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sessionId: string };
  const [row] = await sandbox.ctx.db.query<{
    signed_out_at: Date | null;
    a2f_required: boolean;
    a2f_confirmed_at: Date | null;
    a2f_failures: number;
  }>('select signed_out_at, a2f_required, a2f_confirmed_at, a2f_failures from sessions where id = $1', [sessionId]);
  return row
    ? {
        open: row.signed_out_at === null,
        waitingForCode: row.a2f_required && row.a2f_confirmed_at === null,
        wrongCodes: row.a2f_failures,
      }
    : null;
}

function code(right: boolean): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(TOTP_SECRET), algorithm: 'SHA1', digits: 6, period: 30 });
  const now = sandbox.ctx.clock.now().getTime();
  if (right) return totp.generate({ timestamp: now });
  const near = [-30_000, 0, 30_000].map((offset) => totp.generate({ timestamp: now + offset }));
  return ['000000', '111111', '222222', '333333'].find((candidate) => !near.includes(candidate))!;
}

async function twoFactorOn(userId: string): Promise<void> {
  await sandbox.ctx.db.query('update users set a2f_enabled = true, a2f_secret = $2, a2f_last_step = null where id = $1', [
    userId,
    TOTP_SECRET,
  ]);
}

/**
 * A call of the page once the tokens expired (two days on: the refresh token outlives any wait of a
 * person): its 401 and failed refresh reach the machine as SESSION_EXPIRED. The clock then goes
 * back, so the bank's token the site holds for sign-in stays valid for the next tests.
 */
async function callAfterExpiry(actor: Session): Promise<string> {
  sandbox.ctx.clock.advance(2 * 24 * 3600);
  try {
    await expect(getCurrentUser()).rejects.toThrow();
  } finally {
    sandbox.ctx.clock.reset();
  }
  await settle(actor);
  return actor.getSnapshot().value as string;
}

describe('the session machine against the sandbox', () => {
  test('nothing stored: signed out; a wrong password keeps it out with the bank’s error; the right one opens a session a reload finds; Sair closes it', async () => {
    const session = await load();
    expectOut(session, null);

    expect(await send(session, credentials(maria.number, maria.operator.userName, '000000'))).toBe('signedOut');
    expect(session.getSnapshot().context.errors?.length).toBeGreaterThan(0);
    expect(currentAuth()).toBeNull();

    expect(await send(session, credentials(maria.number, maria.operator.userName, maria.operator.password))).toBe('signedIn');
    expect(session.getSnapshot().context.user?.name).toBe(maria.operator.name);
    expect(await bankSession()).toEqual({ open: true, waitingForCode: false, wrongCodes: 0 });

    const reloaded = await load();
    expect(reloaded.getSnapshot().value).toBe('signedIn');
    session.stop();

    const token = currentAuth()!.access_token;
    expect(await send(reloaded, { type: 'SIGN_OUT' })).toBe('signedOut');
    expectOut(reloaded, 'signedOut');
    expect(await bankSession(token)).toMatchObject({ open: false });
  });

  test("a page's early ask for the user is what its restore takes, the bank asked once; after a sign-in since, it is not taken", async () => {
    const session = await load();
    expect(await send(session, credentials(maria.number, maria.operator.userName, maria.operator.password))).toBe('signedIn');
    session.stop();
    const get = vi.spyOn(client, 'get');
    const asked = () => get.mock.calls.filter(([url]) => url === '/api/Authentication/Account').length;
    try {
      prefetchCurrentUser();
      const reloaded = await load();
      expect(reloaded.getSnapshot().value).toBe('signedIn');
      expect(reloaded.getSnapshot().context.user?.name).toBe(maria.operator.name);
      expect(asked()).toBe(1);
      reloaded.stop();

      // Asked with maria's token, then company signs in on the page: the answer for the old token is not taken.
      const other = await load();
      prefetchCurrentUser();
      expect(await send(other, { type: 'SIGN_OUT' })).toBe('signedOut');
      expect(await send(other, credentials(company.number, company.operator.userName, company.operator.password))).toBe('signedIn');
      expect(other.getSnapshot().context.user?.name).toBe(company.operator.name);
    } finally {
      get.mockRestore();
    }
  });

  test("a page's early ask also brings the flags and the balance of the account its session was last seen with, each asked once", async () => {
    const session = await load();
    expect(await send(session, credentials(maria.number, maria.operator.userName, maria.operator.password))).toBe('signedIn');
    const accountId = session.getSnapshot().context.user!.accountId;
    session.stop();
    const get = vi.spyOn(client, 'get');
    const asked = (path: string) => get.mock.calls.filter(([url]) => url === path).length;
    const config = `/api/Accounts/${accountId}/Config`;
    const balance = `/api/Accounts/${accountId}/Balance`;
    try {
      prefetchCurrentUser();
      // Asked before the session's check answers, beside it.
      await vi.waitFor(() => expect([asked('/api/Authentication/Account'), asked(config), asked(balance)]).toEqual([1, 1, 1]));
      const reloaded = await load();
      expect(reloaded.getSnapshot().value).toBe('signedIn');
      const [flags, money] = await Promise.all([getAccountConfig(accountId), getBalance(accountId)]);
      expect(money.id).toBe(accountId);
      expect(flags).toEqual((await client.get(config)).data);
      expect([asked('/api/Authentication/Account'), asked(config), asked(balance)]).toEqual([1, 2, 1]);
      // Taken once: the next reads ask the bank.
      await getBalance(accountId);
      expect(asked(balance)).toBe(2);
      reloaded.stop();

      // Signed out, nothing is asked early.
      clearAuth();
      get.mockClear();
      prefetchCurrentUser();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(get).not.toHaveBeenCalled();
    } finally {
      get.mockRestore();
    }
  });

  test('a sign-out the bank refuses (the session already closed there) still signs out', async () => {
    const session = await load();
    expect(await send(session, credentials(ana.number, ana.operator.userName, ana.operator.password))).toBe('signedIn');
    const token = currentAuth()!.access_token;
    await sandbox.ctx.db.query('update sessions set signed_out_at = now() where signed_out_at is null');
    expect(await send(session, { type: 'SIGN_OUT', reason: 'forced' })).toBe('signedOut');
    expectOut(session, 'forced');
    expect(await bankSession(token)).toMatchObject({ open: false });
  });

  test('signed in, the tokens expire: the next call’s failed refresh signs out as expired', async () => {
    const session = await load();
    expect(await send(session, credentials(maria.number, maria.operator.userName, maria.operator.password))).toBe('signedIn');
    expect(await callAfterExpiry(session)).toBe('signedOut');
    expectOut(session, 'expired');
  });

  describe('with two-factor on', () => {
    beforeAll(() => twoFactorOn(company.operator.userId));

    test('the code is asked, after a reload too; a wrong code asks again with the error; the right one enters, and a reload stays in', async () => {
      const session = await load();
      expect(await send(session, credentials(company.number, company.operator.userName, company.operator.password))).toBe(
        'awaitingCode',
      );
      expect(session.getSnapshot().context.errors).toBeNull();
      expect(await bankSession()).toEqual({ open: true, waitingForCode: true, wrongCodes: 0 });
      session.stop();

      const reloaded = await load();
      expect(reloaded.getSnapshot().value).toBe('awaitingCode');
      expect(reloaded.getSnapshot().context.errors).toBeNull();
      expect(await bankSession()).toEqual({ open: true, waitingForCode: true, wrongCodes: 0 });
      expect(await send(reloaded, { type: 'CONFIRM_CODE', otp: code(false) })).toBe('awaitingCode');
      expect(reloaded.getSnapshot().context.errors?.length).toBeGreaterThan(0);
      expect(await bankSession()).toEqual({ open: true, waitingForCode: true, wrongCodes: 1 });

      expect(await send(reloaded, { type: 'CONFIRM_CODE', otp: code(true) })).toBe('signedIn');
      expect(reloaded.getSnapshot().context.errors).toBeNull();
      expect(await bankSession()).toMatchObject({ open: true, waitingForCode: false });
      reloaded.stop();
      expect((await load()).getSnapshot().value).toBe('signedIn');
    });

    test('"Voltar e sair" while the code is asked closes the half-open session', async () => {
      const session = await load();
      expect(await send(session, credentials(company.number, company.operator.userName, company.operator.password))).toBe(
        'awaitingCode',
      );
      const token = currentAuth()!.access_token;
      expect(await send(session, { type: 'SIGN_OUT' })).toBe('signedOut');
      expectOut(session, 'signedOut');
      expect(await bankSession(token)).toMatchObject({ open: false });
    });

    test('five wrong codes: the bank closes the session and the sign-in starts again', async () => {
      const session = await load();
      expect(await send(session, credentials(company.number, company.operator.userName, company.operator.password))).toBe(
        'awaitingCode',
      );
      const token = currentAuth()!.access_token;
      for (let attempt = 1; attempt < 5; attempt++)
        expect(await send(session, { type: 'CONFIRM_CODE', otp: code(false) })).toBe('awaitingCode');
      expect(await send(session, { type: 'CONFIRM_CODE', otp: code(false) })).toBe('signedOut');
      expect(session.getSnapshot().context.errors?.map((error) => error.errorCode)).toContain('AU10018');
      expect(session.getSnapshot().context.user).toBeNull();
      expect(currentAuth()).toBeNull();
      expect(await bankSession(token)).toMatchObject({ open: false });
    });

    test('the tokens expire while the code is asked: signed out as expired', async () => {
      const session = await load();
      expect(await send(session, credentials(company.number, company.operator.userName, company.operator.password))).toBe(
        'awaitingCode',
      );
      expect(await callAfterExpiry(session)).toBe('signedOut');
      expectOut(session, 'expired');
    });
  });

  describe('a user who must change the password', () => {
    test('is held at the change, after a reload too, and may leave; the change lets her in', async () => {
      const session = await load();
      expect(await send(session, credentials(company.number, carla.userName, carla.password))).toBe('changingPassword');
      session.stop();
      const reloaded = await load();
      expect(reloaded.getSnapshot().value).toBe('changingPassword');
      const token = currentAuth()!.access_token;
      expect(await send(reloaded, { type: 'SIGN_OUT' })).toBe('signedOut');
      expectOut(reloaded, 'signedOut');
      expect(await bankSession(token)).toMatchObject({ open: false });

      const again = await load();
      expect(await send(again, credentials(company.number, carla.userName, carla.password))).toBe('changingPassword');
      expect(await callAfterExpiry(again)).toBe('signedOut');
      expectOut(again, 'expired');

      const last = await load();
      expect(await send(last, credentials(company.number, carla.userName, carla.password))).toBe('changingPassword');
      await changePassword({ currentPassword: carla.password, newPassword: '135246', newPasswordConfirm: '135246' });
      expect(await send(last, { type: 'PASSWORD_CHANGED' })).toBe('signedIn');
      expect(last.getSnapshot().context.user?.changePassword).toBe(false);
      expect((await getCurrentUser()).changePassword).toBe(false);
    });

    test('with two-factor on too: the code first, then the change', async () => {
      await sandbox.ctx.db.query('update users set change_password = true where id = $1', [carla.userId]);
      await twoFactorOn(carla.userId);
      const session = await load();
      expect(await send(session, credentials(company.number, carla.userName, '135246'))).toBe('awaitingCode');
      expect(await send(session, { type: 'CONFIRM_CODE', otp: code(true) })).toBe('changingPassword');
    });
  });
});

import * as OTPAuth from 'otpauth';
import type { A2FEnrolment } from '../../generated/schemas.ts';
import type { SandboxContext } from '../context.ts';
import { one } from '../db/database.ts';
import { Errors } from '../errors.ts';

/** RFC 6238 as authenticator apps read it: SHA-1, six digits, 30-second steps. */
const PERIOD = 30;
const DIGITS = 6;
/** Codes of the step before and after are accepted too: a phone's clock may drift a little. */
const WINDOW = 1;
/** Wrong codes that end a sign-in waiting for its code (the same count as wrong passwords). */
export const MAX_OTP_FAILURES = 5;

function totpOf(secret: string, issuer: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

interface TwoFactorUser {
  user_name: string;
  merchant_name: string;
  a2f_enabled: boolean;
  a2f_secret: string | null;
  a2f_pending_secret: string | null;
}

async function loadUser(ctx: SandboxContext, userId: string): Promise<TwoFactorUser> {
  const user = await one<TwoFactorUser>(
    ctx.db,
    `select u.user_name, m.name as merchant_name, u.a2f_enabled, u.a2f_secret, u.a2f_pending_secret
       from users u join accounts a on a.id = u.account_id join merchants m on m.id = a.merchant_id where u.id = $1`,
    [userId],
  );
  if (!user) throw Errors.unauthenticated();
  return user;
}

/** Starts (or restarts) turning two-factor on: a new secret waits for its first code. */
export async function startEnrolment(ctx: SandboxContext, userId: string): Promise<A2FEnrolment> {
  const user = await loadUser(ctx, userId);
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await ctx.db.query('update users set a2f_pending_secret = $2, updated_at = $3 where id = $1', [
    userId,
    secret,
    ctx.clock.now(),
  ]);
  const totp = totpOf(secret, user.merchant_name, user.user_name);
  return {
    secret,
    uri: totp.toString(),
    issuer: user.merchant_name,
    label: user.user_name,
    digits: DIGITS,
    period: PERIOD,
    algorithm: 'SHA1',
  };
}

/** The otpauth:// address of the secret waiting for its first code: what the enrolment QR code holds. */
export async function enrolmentUri(ctx: SandboxContext, userId: string): Promise<string> {
  const user = await loadUser(ctx, userId);
  if (!user.a2f_pending_secret) throw Errors.a2fNoEnrolment();
  return totpOf(user.a2f_pending_secret, user.merchant_name, user.user_name).toString();
}

export async function turnOff(ctx: SandboxContext, userId: string): Promise<void> {
  await ctx.db.query(
    `update users set a2f_enabled = false, a2f_secret = null, a2f_pending_secret = null, a2f_enabled_at = null, updated_at = $2
      where id = $1`,
    [userId, ctx.clock.now()],
  );
}

/**
 * The time step a code belongs to, within the window, or null for a wrong code. Steps are counted
 * by the sandbox clock, so tests can move time.
 */
function matchingStep(ctx: SandboxContext, secret: string, otp: string): number | null {
  const timestamp = ctx.clock.now().getTime();
  const delta = totpOf(secret, '', '').validate({ token: otp, timestamp, window: WINDOW });
  return delta === null ? null : Math.floor(timestamp / 1000 / PERIOD) + delta;
}

/** Marks the step used; false when this step (or a later one) was used before: a replayed code. */
async function claimStep(ctx: SandboxContext, userId: string, step: number): Promise<boolean> {
  const claimed = await one(
    ctx.db,
    'update users set a2f_last_step = $2 where id = $1 and (a2f_last_step is null or a2f_last_step < $2) returning id',
    [userId, step],
  );
  return claimed !== undefined;
}

/**
 * POST /api/Authentication/A2F: confirms a sign-in waiting for its code, or the first code of an
 * enrolment (which turns two-factor on), or any code of a user who has it on.
 */
export async function confirmCode(
  ctx: SandboxContext,
  principal: { userId: string; sessionId: string },
  otp: string,
): Promise<void> {
  const user = await loadUser(ctx, principal.userId);
  const session = await one<{ a2f_required: boolean; a2f_confirmed_at: Date | null }>(
    ctx.db,
    'select a2f_required, a2f_confirmed_at from sessions where id = $1',
    [principal.sessionId],
  );
  const signingIn = Boolean(session?.a2f_required && !session.a2f_confirmed_at);
  const secret = signingIn ? user.a2f_secret : (user.a2f_pending_secret ?? (user.a2f_enabled ? user.a2f_secret : null));
  if (!secret) throw Errors.a2fNotEnabled();
  const step = matchingStep(ctx, secret, otp);
  if (step === null) {
    if (signingIn) await countFailure(ctx, principal.sessionId);
    throw Errors.invalidOtp();
  }
  if (!(await claimStep(ctx, principal.userId, step))) throw Errors.otpAlreadyUsed();
  const now = ctx.clock.now();
  if (signingIn) {
    await ctx.db.query('update sessions set a2f_confirmed_at = $2 where id = $1', [principal.sessionId, now]);
  } else if (secret === user.a2f_pending_secret) {
    await ctx.db.query(
      `update users set a2f_enabled = true, a2f_secret = a2f_pending_secret, a2f_pending_secret = null, a2f_enabled_at = $2, updated_at = $2
        where id = $1`,
      [principal.userId, now],
    );
  }
}

/** A wrong code while signing in; the fifth closes the session, and the sign-in starts again. */
async function countFailure(ctx: SandboxContext, sessionId: string): Promise<void> {
  const row = await one<{ a2f_failures: number }>(
    ctx.db,
    'update sessions set a2f_failures = a2f_failures + 1 where id = $1 returning a2f_failures',
    [sessionId],
  );
  if (row && row.a2f_failures >= MAX_OTP_FAILURES) {
    await ctx.db.query('update sessions set signed_out_at = coalesce(signed_out_at, $2) where id = $1', [
      sessionId,
      ctx.clock.now(),
    ]);
    ctx.events.emit('sessionClosed', sessionId);
    throw Errors.tooManyOtpAttempts();
  }
}

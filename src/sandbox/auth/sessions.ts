import { randomUUID } from 'node:crypto';
import type { AuthData } from '../../generated/schemas.ts';
import { one, type Sql } from '../db/database.ts';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { hashRefreshToken, newRefreshToken, type Principal } from './tokens.ts';

/** spec 000 §9: access tokens last 600 s unless the sign-in asks otherwise. */
export const DEFAULT_ACCESS_SECONDS = 600;
export const REFRESH_TOKEN_SECONDS = 24 * 3600;

type SessionOwner = { userId: string; clientId?: never } | { clientId: string; userId?: never };

interface SessionRow {
  id: string;
  user_id: string | null;
  client_id: string | null;
  account_id: string;
  merchant_id: string;
}

/** Opens a session and answers its first access and refresh tokens. */
export async function openSession(
  ctx: SandboxContext,
  tx: Sql,
  owner: SessionOwner & { accountId: string; merchantId: string; a2fRequired?: boolean },
  expiresIn = DEFAULT_ACCESS_SECONDS,
): Promise<AuthData> {
  const id = randomUUID();
  await tx.query(
    'insert into sessions (id, user_id, client_id, account_id, created_at, a2f_required) values ($1, $2, $3, $4, $5, $6)',
    [id, owner.userId ?? null, owner.clientId ?? null, owner.accountId, ctx.clock.now(), owner.a2fRequired ?? false],
  );
  return issueTokens(
    ctx,
    tx,
    {
      id,
      user_id: owner.userId ?? null,
      client_id: owner.clientId ?? null,
      account_id: owner.accountId,
      merchant_id: owner.merchantId,
    },
    expiresIn,
  );
}

/**
 * Trades a refresh token for a new pair. Each refresh token works once: the single conditional update
 * lets one of two racing requests win, and a token used again revokes its whole session (it was copied).
 */
export async function refreshSession(
  ctx: SandboxContext,
  refreshToken: string,
  expiresIn = DEFAULT_ACCESS_SECONDS,
): Promise<AuthData> {
  const now = ctx.clock.now();
  const hash = hashRefreshToken(refreshToken);
  const outcome = await ctx.db.transaction(async (tx): Promise<AuthData | { reusedBy: string } | null> => {
    const claimed = await one<{ session_id: string; expires_at: Date }>(
      tx,
      'update refresh_tokens set used_at = $2 where token_hash = $1 and used_at is null returning session_id, expires_at',
      [hash, now],
    );
    if (!claimed) {
      const reused = await one<{ session_id: string }>(tx, 'select session_id from refresh_tokens where token_hash = $1', [hash]);
      return reused ? { reusedBy: reused.session_id } : null;
    }
    if (claimed.expires_at.getTime() <= now.getTime()) return null;
    const session = await one<SessionRow & { signed_out_at: Date | null }>(
      tx,
      `select s.id, s.user_id, s.client_id, s.account_id, a.merchant_id, s.signed_out_at
         from sessions s join accounts a on a.id = s.account_id where s.id = $1`,
      [claimed.session_id],
    );
    if (!session || session.signed_out_at) return null;
    return issueTokens(ctx, tx, session, expiresIn);
  });
  if (outcome && 'access_token' in outcome) return outcome;
  if (outcome) {
    // A refresh token used twice was copied: the whole session ends, for the thief and the owner.
    await ctx.db.query('update sessions set signed_out_at = coalesce(signed_out_at, $2) where id = $1', [outcome.reusedBy, now]);
    ctx.events.emit('sessionClosed', outcome.reusedBy);
  }
  throw Errors.invalidRefreshToken();
}

/** Closes the session; a session closed before answers CH30019 (spec 000 §8). */
export async function closeSession(ctx: SandboxContext, sessionId: string): Promise<void> {
  const closed = await one(
    ctx.db,
    'update sessions set signed_out_at = $2 where id = $1 and signed_out_at is null returning id',
    [sessionId, ctx.clock.now()],
  );
  if (!closed) throw Errors.alreadySignedOut();
}

async function issueTokens(ctx: SandboxContext, tx: Sql, session: SessionRow, expiresIn: number): Promise<AuthData> {
  const principal: Principal = session.user_id
    ? {
        scope: 'user',
        merchantId: session.merchant_id,
        accountId: session.account_id,
        userId: session.user_id,
        sessionId: session.id,
      }
    : {
        scope: 'client',
        merchantId: session.merchant_id,
        accountId: session.account_id,
        clientId: session.client_id!,
        sessionId: session.id,
      };
  const refresh = newRefreshToken();
  const now = ctx.clock.now();
  await tx.query('insert into refresh_tokens (token_hash, session_id, expires_at, created_at) values ($1, $2, $3, $4)', [
    refresh.hash,
    session.id,
    new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000),
    now,
  ]);
  return {
    access_token: await ctx.tokens.sign(principal, expiresIn),
    refresh_token: refresh.token,
    token_type: 'Bearer',
    expires_in: expiresIn,
  };
}

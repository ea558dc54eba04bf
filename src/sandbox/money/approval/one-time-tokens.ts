import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { one, type Sql } from '../../db/database.ts';
import { Errors } from '../../errors.ts';
import { sendInboxMessage } from '../messages.ts';
import type { MoneyOutbox } from '../outbox.ts';

/** spec 001 §9: a new token can be asked for after 60 seconds. */
export const TOKEN_RESEND_SECONDS = 60;
export const TOKEN_LIFETIME_SECONDS = 5 * 60;
export const MAX_WRONG_TRIES = 5;

export interface TokenHolder {
  accountId: string;
  /** `user:<id>` or `client:<id>`: a token works only for whoever asked for it. */
  holder: string;
}

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('base64url');
}

/**
 * Issues a six-digit token (crypto random) for the holder, revoking any earlier one, and delivers it
 * through the inbox (and so the hub's AccountNotification), standing in for SMS. The token is kept
 * only salted and hashed: six digits are few, so its safety comes from its five-minute life, single
 * use and the five wrong tries, not from the hash. Answers the seconds to wait before asking again.
 */
export async function issueOneTimeToken(tx: Sql, outbox: MoneyOutbox, who: TokenHolder, now: Date): Promise<number> {
  // Serialises requests of the same account, so two quick clicks cannot both pass the wait below.
  await tx.query('select id from accounts where id = $1 for no key update', [who.accountId]);
  const last = await one<{ created_at: Date }>(
    tx,
    'select created_at from one_time_tokens where account_id = $1 and holder = $2 order by created_at desc limit 1',
    [who.accountId, who.holder],
  );
  if (last) {
    const elapsed = (now.getTime() - new Date(last.created_at).getTime()) / 1000;
    if (elapsed < TOKEN_RESEND_SECONDS) {
      throw Errors.tokenTooSoon(`Tente novamente em ${Math.ceil(TOKEN_RESEND_SECONDS - elapsed)} segundos.`);
    }
  }
  await tx.query(
    `update one_time_tokens set revoked_at = $3
      where account_id = $1 and holder = $2 and used_at is null and revoked_at is null`,
    [who.accountId, who.holder, now],
  );
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('base64url');
  await tx.query(
    `insert into one_time_tokens (id, account_id, holder, salt, code_hash, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      randomUUID(),
      who.accountId,
      who.holder,
      salt,
      hashCode(salt, code),
      now,
      new Date(now.getTime() + TOKEN_LIFETIME_SECONDS * 1000),
    ],
  );
  await sendInboxMessage(tx, outbox, {
    accountId: who.accountId,
    title: 'Token de validação',
    text: `Seu token de validação é ${code}. Ele vale por 5 minutos e só pode ser usado uma vez. Não o compartilhe com ninguém.`,
    at: now,
  });
  return TOKEN_RESEND_SECONDS;
}

/**
 * Checks a token against the holder's current one. A wrong code counts against the token; at the
 * fifth the token is revoked. Answers the token's id when it matches (it is used only by
 * `consumeOneTimeToken`, inside the transaction that approves).
 */
export async function checkOneTimeToken(tx: Sql, who: TokenHolder, code: string, now: Date): Promise<string | null> {
  const token = await one<{ id: string; salt: string; code_hash: string; failed_attempts: number }>(
    tx,
    `select id, salt, code_hash, failed_attempts from one_time_tokens
      where account_id = $1 and holder = $2 and used_at is null and revoked_at is null and expires_at > $3
      order by created_at desc limit 1 for no key update`,
    [who.accountId, who.holder, now],
  );
  if (!token) return null;
  const expected = Buffer.from(token.code_hash);
  const actual = Buffer.from(hashCode(token.salt, code));
  if (expected.length === actual.length && timingSafeEqual(expected, actual)) return token.id;
  await tx.query(
    `update one_time_tokens set failed_attempts = failed_attempts + 1,
            revoked_at = case when failed_attempts + 1 >= $2 then $3::timestamptz else revoked_at end
      where id = $1`,
    [token.id, MAX_WRONG_TRIES, now],
  );
  return null;
}

/** Marks the token used; false when another request used it first. */
export async function consumeOneTimeToken(tx: Sql, tokenId: string, now: Date): Promise<boolean> {
  const used = await one(
    tx,
    'update one_time_tokens set used_at = $2 where id = $1 and used_at is null and revoked_at is null returning id',
    [tokenId, now],
  );
  return !!used;
}

import { createHash, randomBytes } from 'node:crypto';
import { one, type Sql } from '../db/database.ts';

/**
 * The onboarding credential (docs/account-opening.md): whoever starts a registration gets a random
 * bearer token that reaches that one account's registration calls and nothing else. It is kept only
 * as its SHA-256, like refresh tokens, and says nothing by itself: every call looks it up, so it can
 * be revoked at once. A continuation link (HANDOFF) is a second, short-lived, single-use token that a
 * phone trades for a credential of its own.
 */
export type CredentialKind = 'REGISTRATION' | 'HANDOFF';

export const REGISTRATION_PREFIX = 'rg_';
const HANDOFF_PREFIX = 'ho_';

/** Seven days: enough to gather documents; a new registration of the same tax id is refused meanwhile. */
export const REGISTRATION_SECONDS = 7 * 86_400;
/** A continuation link lives 15 minutes and works once. */
export const HANDOFF_SECONDS = 15 * 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function isRegistrationToken(value: string): boolean {
  return value.startsWith(REGISTRATION_PREFIX) && value.length <= 64;
}

export async function issueCredential(
  tx: Sql,
  accountId: string,
  kind: CredentialKind,
  now: Date,
): Promise<{ token: string; expiresAt: Date; expiresIn: number }> {
  const seconds = kind === 'REGISTRATION' ? REGISTRATION_SECONDS : HANDOFF_SECONDS;
  const token = (kind === 'REGISTRATION' ? REGISTRATION_PREFIX : HANDOFF_PREFIX) + randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + seconds * 1000);
  await tx.query(
    `insert into registration_credentials (token_hash, account_id, kind, expires_at, created_at) values ($1, $2, $3, $4, $5)`,
    [hashOf(token), accountId, kind, expiresAt, now],
  );
  return { token, expiresAt, expiresIn: seconds };
}

/** The account a live registration credential reaches, or null. */
export async function credentialAccount(sql: Sql, token: string, now: Date): Promise<{ accountId: string; hash: string } | null> {
  if (!isRegistrationToken(token)) return null;
  const hash = hashOf(token);
  const row = await one<{ account_id: string }>(
    sql,
    `select account_id from registration_credentials
      where token_hash = $1 and kind = 'REGISTRATION' and revoked_at is null and expires_at > $2`,
    [hash, now],
  );
  return row ? { accountId: row.account_id, hash } : null;
}

/** Uses a continuation link once: the account it continues, or null when unknown, used or expired. */
export async function redeemHandoff(tx: Sql, token: string, now: Date): Promise<string | null> {
  if (!token.startsWith(HANDOFF_PREFIX) || token.length > 64) return null;
  const row = await one<{ account_id: string }>(
    tx,
    `update registration_credentials set used_at = $2
      where token_hash = $1 and kind = 'HANDOFF' and used_at is null and revoked_at is null and expires_at > $2
      returning account_id`,
    [hashOf(token), now],
  );
  return row?.account_id ?? null;
}

/** Ends every credential and link of the account (a rejected registration). */
export async function revokeCredentials(tx: Sql, accountId: string, now: Date): Promise<void> {
  await tx.query('update registration_credentials set revoked_at = $2 where account_id = $1 and revoked_at is null', [
    accountId,
    now,
  ]);
}

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Sql } from '../db/database.ts';

/**
 * A fast, peppered verifier of the six-digit electronic password: HMAC-SHA256 keyed by a secret kept
 * outside the database (ELECTRONIC_PASSWORD_KEY), so a wrong virtual-keyboard entry costs 64 HMACs,
 * not 64 scrypt runs. Without the key a stolen database gives nothing to guess against offline; with
 * it, six digits are few, so online guessing is bounded by the five wrong tries per operation.
 *
 * Stored as `hmac-sha256$<key id>$<password id>$<digest>`: the key id notices a changed key, the
 * password id a sign-in password changed elsewhere (its scrypt hash differs); either makes the
 * digest stale, and the check falls back to scrypt, storing a fresh digest once it succeeds.
 */
const SCHEME = 'hmac-sha256';
const SIX_DIGITS = /^\d{6}$/;

const fingerprint = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 12);
const keyId = (key: string) => fingerprint(`balcao-electronic-password-key:${key}`);

function digestOf(key: string, userId: string, password: string): Buffer {
  return createHmac('sha256', key).update(`${userId}:${password}`).digest();
}

/** The stored form for a six-digit password; null for any other password (it has no electronic form). */
export function electronicPasswordDigest(key: string, userId: string, passwordHash: string, password: string): string | null {
  if (!SIX_DIGITS.test(password)) return null;
  return [SCHEME, keyId(key), fingerprint(passwordHash), digestOf(key, userId, password).toString('base64url')].join('$');
}

/** A matcher over the stored digest, or null when it is absent or stale (another key, another password). */
export function digestMatcher(
  key: string,
  userId: string,
  passwordHash: string,
  stored: string | null,
): ((password: string) => boolean) | null {
  const [scheme, storedKeyId, passwordId, digest] = (stored ?? '').split('$');
  if (scheme !== SCHEME || storedKeyId !== keyId(key) || passwordId !== fingerprint(passwordHash) || !digest) return null;
  const expected = Buffer.from(digest, 'base64url');
  return (password) => {
    const actual = digestOf(key, userId, password);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };
}

/** Stores the digest of the user's password (at seed, at a password change, after a scrypt proof). */
export async function storeElectronicPasswordDigest(
  sql: Sql,
  key: string,
  user: { id: string; passwordHash: string },
  password: string,
): Promise<void> {
  await sql.query('update users set electronic_password_digest = $2 where id = $1 and password_hash = $3', [
    user.id,
    electronicPasswordDigest(key, user.id, user.passwordHash, password),
    user.passwordHash,
  ]);
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a session keeps its proven electronic password (sandbox clock). */
const CACHE_MS = 10 * 60_000;
const MAX_SESSIONS = 10_000;

interface ProvenPassword {
  /** The stored scrypt hash the password was proven against: a changed password misses the cache. */
  storedHash: string;
  digest: Buffer;
  expiresAt: number;
}

/**
 * Once a session has proven its electronic password with scrypt, later approvals in that session
 * check against a keyed HMAC kept in this process's memory (a random key, never stored), so
 * approving costs microseconds instead of scrypt's ~100 ms. The slow hash is what protects the
 * stored password against offline guessing, and it stays for sign-in and every first check;
 * online guessing is bounded by the five wrong tries per operation, not by the hash's cost.
 */
export class ProvenPasswordCache {
  private readonly key = randomBytes(32);
  private readonly sessions = new Map<string, ProvenPassword>();

  matches(sessionId: string, storedHash: string, password: string, now: Date): boolean {
    const proven = this.sessions.get(sessionId);
    if (!proven || proven.storedHash !== storedHash || proven.expiresAt <= now.getTime()) return false;
    return timingSafeEqual(proven.digest, this.digest(password));
  }

  /** Whether the session has a proof to compare against (so a miss means a wrong password). */
  has(sessionId: string, storedHash: string, now: Date): boolean {
    const proven = this.sessions.get(sessionId);
    return !!proven && proven.storedHash === storedHash && proven.expiresAt > now.getTime();
  }

  remember(sessionId: string, storedHash: string, password: string, now: Date): void {
    if (this.sessions.size >= MAX_SESSIONS) {
      const oldest = this.sessions.keys().next();
      if (!oldest.done) this.sessions.delete(oldest.value);
    }
    this.sessions.delete(sessionId);
    this.sessions.set(sessionId, { storedHash, digest: this.digest(password), expiresAt: now.getTime() + CACHE_MS });
  }

  private digest(password: string): Buffer {
    return createHmac('sha256', this.key).update(password).digest();
  }
}

import { createHash, createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import type { SandboxClock } from '../clock.ts';

/** Who a token speaks for. `bank` tokens only read the merchant's public data before sign-in. */
export type Principal =
  | { scope: 'bank'; merchantId: string }
  | { scope: 'user'; merchantId: string; accountId: string; userId: string; sessionId: string }
  | { scope: 'client'; merchantId: string; accountId: string; clientId: string; sessionId: string };

const ISSUER = 'balcao-sandbox';
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A base64url segment of a compact JWS as a JSON object, or null when it is anything else. */
function jsonSegment(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(utf8.decode(Buffer.from(segment, 'base64url')));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * RFC 7515 crit: jose knows one extension, b64, and a JWT must keep its payload encoded (b64 true);
 * any other critical header refuses the token.
 */
function criticalHeaderAccepted(header: Record<string, unknown>): boolean {
  if (!('crit' in header)) return true;
  const crit = header.crit;
  return Array.isArray(crit) && crit.length > 0 && crit.every((name) => name === 'b64') && header.b64 === true;
}

/** A NumericDate claim: absent, or a finite number (jose refuses anything else). */
const numericDate = (value: unknown): number | undefined | null =>
  value === undefined ? undefined : typeof value === 'number' && Number.isFinite(value) ? value : null;

/** What a verified token's signature and claims vouch for: its times, checked again at each use, and its principal. */
interface VerifiedToken {
  notBefore: number | undefined;
  expires: number | undefined;
  principal: Principal;
}

/** Tokens kept verified at most: a client's token is used for every call of its session. */
const MAX_VERIFIED = 20_000;

export class TokenService {
  private readonly key: Uint8Array;
  private readonly hmacKey: KeyObject;
  /**
   * Tokens already verified, by their whole text (signature included, so no other text finds an
   * entry): a call with a known token costs a lookup instead of the HMAC and two JSON parses.
   * Only the times depend on when the token is used, and they are held against the clock each time.
   */
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    secret: string,
    private readonly clock: SandboxClock,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.hmacKey = createSecretKey(this.key);
  }

  async sign(principal: Principal, expiresInSeconds: number): Promise<string> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ ...principal })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + expiresInSeconds)
      .setJti(randomBytes(12).toString('base64url'))
      .sign(this.key);
  }

  /**
   * The token's principal, or null when the signature, issuer or expiry (by the sandbox clock) fails.
   * Synchronous: one HMAC-SHA256 of our own HS256 tokens, checking what jose's jwtVerify checked
   * (compact form, alg HS256 and no critical header but b64, a JSON object claims set, iss, and iat, nbf and exp
   * as numbers with nbf and exp held against the sandbox clock) at a tenth of its CPU cost.
   */
  verify(token: string, { allowExpired = false } = {}): Principal | null {
    let verified = this.verified.get(token);
    if (!verified) {
      const checked = this.check(token);
      if (!checked) return null;
      if (this.verified.size >= MAX_VERIFIED) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, checked);
      verified = checked;
    }
    const now = Math.floor(this.clock.now().getTime() / 1000);
    if (!allowExpired && verified.notBefore !== undefined && verified.notBefore > now) return null;
    if (!allowExpired && verified.expires !== undefined && verified.expires <= now) return null;
    return { ...verified.principal };
  }

  /** The signature, header and claims of a token, whatever the time; null when any fails. */
  private check(token: string): VerifiedToken | null {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
    const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
    const header = jsonSegment(encodedHeader);
    if (!header || header.alg !== 'HS256' || !criticalHeaderAccepted(header)) return null;
    const expected = createHmac('sha256', this.hmacKey).update(`${encodedHeader}.${encodedPayload}`).digest();
    const signature = Buffer.from(encodedSignature, 'base64url');
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
    const payload = jsonSegment(encodedPayload);
    if (!payload || payload.iss !== ISSUER) return null;
    const [issuedAt, notBefore, expires] = [payload.iat, payload.nbf, payload.exp].map(numericDate);
    if (issuedAt === null || notBefore === null || expires === null) return null;
    const principal = toPrincipal(payload);
    return principal ? { notBefore, expires, principal } : null;
  }
}

function toPrincipal(payload: Record<string, unknown>): Principal | null {
  const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : undefined);
  const merchantId = text('merchantId');
  const accountId = text('accountId');
  const sessionId = text('sessionId');
  if (!merchantId) return null;
  switch (payload.scope) {
    case 'bank':
      return { scope: 'bank', merchantId };
    case 'user': {
      const userId = text('userId');
      return accountId && sessionId && userId ? { scope: 'user', merchantId, accountId, userId, sessionId } : null;
    }
    case 'client': {
      const clientId = text('clientId');
      return accountId && sessionId && clientId ? { scope: 'client', merchantId, accountId, clientId, sessionId } : null;
    }
    default:
      return null;
  }
}

/** A refresh token: random, opaque, stored only as its hash. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

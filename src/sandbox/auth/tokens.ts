import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { SandboxClock } from '../clock.ts';

/** Who a token speaks for. `bank` tokens only read the merchant's public data before sign-in. */
export type Principal =
  | { scope: 'bank'; merchantId: string }
  | { scope: 'user'; merchantId: string; accountId: string; userId: string; sessionId: string }
  | { scope: 'client'; merchantId: string; accountId: string; clientId: string; sessionId: string };

const ISSUER = 'balcao-sandbox';

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly clock: SandboxClock,
  ) {
    this.key = new TextEncoder().encode(secret);
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

  /** The token's principal, or null when the signature, issuer or expiry (by the sandbox clock) fails. */
  async verify(token: string, { allowExpired = false } = {}): Promise<Principal | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
        ...(allowExpired ? { clockTolerance: Number.MAX_SAFE_INTEGER } : {}),
      });
      return toPrincipal(payload);
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
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

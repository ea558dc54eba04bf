import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, test } from 'vitest';
import { TokenService } from '../../../src/sandbox/auth/tokens.ts';
import { SandboxClock } from '../../../src/sandbox/clock.ts';

const SECRET = 'a-token-secret-of-at-least-thirty-two-characters';
const key = new TextEncoder().encode(SECRET);
const principal = { scope: 'user', merchantId: 'demo', accountId: 'a1', userId: 'u1', sessionId: 's1' } as const;
const now = () => Math.floor(Date.now() / 1000);

/** jose's verdict with the options the sandbox gave it before its tokens were checked synchronously. */
async function joseAccepts(token: string, allowExpired = false): Promise<boolean> {
  try {
    await jwtVerify(token, key, {
      issuer: 'balcao-sandbox',
      algorithms: ['HS256'],
      ...(allowExpired ? { clockTolerance: Number.MAX_SAFE_INTEGER } : {}),
    });
    return true;
  } catch {
    return false;
  }
}

/** A compact JWS signed with the key over any header and payload, as a forger holding the key could. */
const signedText = (payload: string, header: Record<string, unknown>) => {
  const head = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(payload).toString('base64url')}`;
  return Promise.resolve(`${head}.${createHmac('sha256', key).update(head).digest('base64url')}`);
};
const signed = (claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }) =>
  signedText(JSON.stringify(claims), header);

const valid = { ...principal, iss: 'balcao-sandbox', iat: now(), exp: now() + 600, jti: 'x' };

describe('the access token check', () => {
  const tokens = new TokenService(SECRET, new SandboxClock());

  test('accepts what the service signs, and answers its principal', async () => {
    const token = await tokens.sign(principal, 600);
    expect(tokens.verify(token)).toEqual(principal);
  });

  const cases: [string, () => Promise<string>][] = [
    ['a valid token', () => signed(valid)],
    ['an expired token', () => signed({ ...valid, exp: now() - 1 })],
    ['a token expiring this second', () => signed({ ...valid, exp: now() })],
    ['a token not valid before a future time', () => signed({ ...valid, nbf: now() + 60 })],
    ['another issuer', () => signed({ ...valid, iss: 'someone-else' })],
    ['no issuer', () => signed({ ...valid, iss: undefined })],
    ['exp as text', () => signed({ ...valid, exp: String(now() + 600) })],
    ['iat as text', () => signed({ ...valid, iat: 'yesterday' })],
    ['a claims set that is an array', () => signedText('[1]', { alg: 'HS256' })],
    ['a claims set that is not JSON', () => signedText('{"iss":', { alg: 'HS256' })],
    ['alg HS384', () => signed(valid, { alg: 'HS384' })],
    ['a crit header jose knows', () => signed(valid, { alg: 'HS256', crit: ['b64'], b64: true })],
    ['a crit header jose does not know', () => signed({ ...valid, zip: 1 }, { alg: 'HS256', crit: ['zip'], zip: 'DEF' })],
    ['an unencoded payload', () => signed(valid, { alg: 'HS256', crit: ['b64'], b64: false })],
    [
      'a payload changed after signing',
      async () => {
        const [header, , signature] = (await signed(valid)).split('.');
        const forged = Buffer.from(JSON.stringify({ ...valid, accountId: 'a2' })).toString('base64url');
        return `${header}.${forged}.${signature}`;
      },
    ],
    ['a signature cut short', async () => (await signed(valid)).slice(0, -2)],
    [
      'a signature of another key',
      () => new SignJWT(valid).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(`${SECRET}!`)),
    ],
    [
      'alg none',
      async () => {
        const [, payload] = (await signed(valid)).split('.');
        return `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
      },
    ],
    ['four segments', async () => `${await signed(valid)}.x`],
    [
      'padding in a segment',
      async () => {
        const [header, payload, signature] = (await signed(valid)).split('.');
        return `${header}.${payload}=.${signature}`;
      },
    ],
  ];

  test.each(cases)('decides as jose did on %s', async (_name, make) => {
    const token = await make();
    expect(tokens.verify(token) !== null).toBe(await joseAccepts(token));
    expect(tokens.verify(token, { allowExpired: true }) !== null).toBe(await joseAccepts(token, true));
  });

  test('expiry is judged by the sandbox clock', async () => {
    const clock = new SandboxClock();
    const moved = new TokenService(SECRET, clock);
    const token = await moved.sign(principal, 600);
    clock.advance(601);
    expect(moved.verify(token)).toBeNull();
    expect(moved.verify(token, { allowExpired: true })).toEqual(principal);
  });

  test('a token verified once is judged by the clock again at every use, and a changed copy is not taken for it', async () => {
    const clock = new SandboxClock();
    const kept = new TokenService(SECRET, clock);
    const token = await kept.sign(principal, 600);
    expect(kept.verify(token)).toEqual(principal);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...valid, accountId: 'a2' })).toString('base64url');
    expect(kept.verify(`${header}.${forged}.${signature}`)).toBeNull();
    clock.advance(601);
    expect(kept.verify(token)).toBeNull();
    clock.advance(-601);
    expect(kept.verify(token)).toEqual(principal);
    const notYet = await signed({ ...valid, nbf: now() + 60 });
    expect(kept.verify(notYet)).toBeNull();
    clock.advance(61);
    expect(kept.verify(notYet)).toEqual(principal);
  });
});

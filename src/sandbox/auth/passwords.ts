import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;
/** scrypt's cost as a power of two of N: OWASP's minimum, N=2^17 with r=8, p=1. */
export const PASSWORD_COST = 17;
const PARAMS = { r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
const KEY_LENGTH = 32;

/**
 * `scrypt$N$r$p$salt$hash`, base64url. Every password a person or the bank sets is hashed at the
 * bank's cost; only the seeded demo operators, whose passwords the README prints, may be seeded
 * cheaper (SEED_PASSWORD_COST). A check reads the cost from the stored hash.
 */
export async function hashPassword(password: string, cost: number = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const hash = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, N });
  return ['scrypt', N, PARAMS.r, PARAMS.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return timingSafeEqual(expected, actual);
}

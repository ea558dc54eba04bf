import { one } from '../../db/database.ts';
import type { SandboxContext } from '../../context.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { digestMatcher, storeElectronicPasswordDigest } from '../../auth/electronic-password-digest.ts';
import { Errors } from '../../errors.ts';
import { ProvenPasswordCache } from './password-cache.ts';

/** spec 001 §2: the virtual keyboard sends, per position, the pair of digits on the button pressed. */
export type VirtualKeyboardPassword = number[][];
export type ElectronicPassword = string | VirtualKeyboardPassword;

const PASSWORD_LENGTH = 6;

const caches = new WeakMap<SandboxContext, ProvenPasswordCache>();
function cacheOf(ctx: SandboxContext): ProvenPasswordCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new ProvenPasswordCache();
    caches.set(ctx, cache);
  }
  return cache;
}

/**
 * Every password the six pairs can stand for: at most 2^6 = 64. A pair must hold two different
 * digits, as the keyboard's buttons do; anything else is refused before any hashing.
 */
export function keyboardCandidates(pairs: VirtualKeyboardPassword): string[] {
  const valid =
    pairs.length === PASSWORD_LENGTH &&
    pairs.every(
      (pair) =>
        pair.length === 2 && pair.every((digit) => Number.isInteger(digit) && digit >= 0 && digit <= 9) && pair[0] !== pair[1],
    );
  if (!valid) throw Errors.invalidVirtualKeyboard();
  let candidates = [''];
  for (const pair of pairs) candidates = candidates.flatMap((prefix) => pair.map((digit) => prefix + String(digit)));
  return candidates;
}

/** Keyboard checks that fall back to scrypt run one at a time: each may cost 64 runs, so they must not pile up. */
let keyboardQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = keyboardQueue.then(work, work);
  keyboardQueue = run.catch(() => undefined);
  return run;
}

/**
 * Whether the user's electronic password (the sign-in password, users.password_hash) is the one
 * given, typed or through the virtual keyboard. The peppered digest decides when it is current (64
 * HMACs at most); otherwise scrypt does, and a proven six-digit password stores a fresh digest.
 */
export async function checkElectronicPassword(
  ctx: SandboxContext,
  who: { userId: string; sessionId: string },
  password: ElectronicPassword,
): Promise<boolean> {
  const user = await one<{ password_hash: string; electronic_password_digest: string | null }>(
    ctx.db,
    'select password_hash, electronic_password_digest from users where id = $1',
    [who.userId],
  );
  if (!user) return false;
  const candidates = typeof password === 'string' ? [password] : keyboardCandidates(password);
  const key = ctx.config.electronicPasswordKey;
  const matches = digestMatcher(key, who.userId, user.password_hash, user.electronic_password_digest);
  if (matches) return candidates.some(matches);

  const cache = cacheOf(ctx);
  const now = ctx.clock.now();

  // A proof for the same stored hash decides alone: the password has not changed since.
  if (cache.has(who.sessionId, user.password_hash, now)) {
    return candidates.some((candidate) => cache.matches(who.sessionId, user.password_hash, candidate, now));
  }
  const verify = async (): Promise<string | undefined> => {
    for (const candidate of candidates) {
      if (await verifyPassword(candidate, user.password_hash)) return candidate;
    }
    return undefined;
  };
  const proven = typeof password === 'string' ? await verify() : await oneAtATime(verify);
  if (proven === undefined) return false;
  cache.remember(who.sessionId, user.password_hash, proven, ctx.clock.now());
  await storeElectronicPasswordDigest(ctx.db, key, { id: who.userId, passwordHash: user.password_hash }, proven);
  return true;
}

import type { SandboxContext } from '../../context.ts';
import { one } from '../../db/database.ts';
import { toApprovalMethod, type ApprovalMethod } from './approval-method.ts';

/** What an approval by electronic password is checked against: the user's stored hash and digest, and the bank's method. */
export interface ApproverCredentials {
  passwordHash: string;
  digest: string | null;
  method: ApprovalMethod;
}

const MAX_APPROVERS = 10_000;
const caches = new WeakMap<SandboxContext, Map<string, ApproverCredentials>>();

function cacheOf(ctx: SandboxContext): Map<string, ApproverCredentials> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new Map();
    caches.set(ctx, cache);
  }
  return cache;
}

const keyOf = (merchantId: string, userId: string) => `${merchantId}:${userId}`;

/**
 * The approver's credentials, kept in this process's memory so an approval reads nothing to check
 * the password. Nothing here is trusted on its own: the approval statement compares the stored
 * hash, digest and method with the ones used (approve_transfer, migration 013), and a change seen
 * there drops the entry (`forgetApprover`) and the approval takes the step-by-step path.
 */
export async function approverCredentials(
  ctx: SandboxContext,
  merchantId: string,
  userId: string,
): Promise<ApproverCredentials | null> {
  const cache = cacheOf(ctx);
  const key = keyOf(merchantId, userId);
  const known = cache.get(key);
  if (known) return known;
  const row = await one<{ password_hash: string; electronic_password_digest: string | null; method: string | null }>(
    ctx.db,
    `select u.password_hash, u.electronic_password_digest, m.configuration->>'methodApproveTransaction' as method
       from users u, merchants m where u.id = $1 and m.id = $2`,
    [userId, merchantId],
  );
  if (!row) return null;
  const credentials = {
    passwordHash: row.password_hash,
    digest: row.electronic_password_digest,
    method: toApprovalMethod(row.method),
  };
  if (cache.size >= MAX_APPROVERS) cache.delete(cache.keys().next().value!);
  cache.set(key, credentials);
  return credentials;
}

export function forgetApprover(ctx: SandboxContext, merchantId: string, userId: string): void {
  cacheOf(ctx).delete(keyOf(merchantId, userId));
}

import type { FastifyRequest } from 'fastify';
import { requireAccountPrincipal, type AccountPrincipal } from '../auth/guard.ts';
import type { SandboxContext } from '../context.ts';
import { one } from '../db/database.ts';
import { Errors } from '../errors.ts';

/**
 * The signed-in principal of an account whose config has cardEnable on (spec 001 §6: the card
 * feature flag gates the card area). An accountId in a query or body must be the caller's own.
 */
export async function cardPrincipal(
  ctx: SandboxContext,
  request: FastifyRequest,
  accountId?: string | null,
): Promise<AccountPrincipal> {
  const principal = await requireAccountPrincipal(ctx, request);
  if (accountId && accountId !== principal.accountId) throw Errors.accountNotFound();
  const account = await one<{ enabled: boolean | null }>(
    ctx.db,
    `select (config->>'cardEnable')::boolean as enabled from accounts where id = $1`,
    [principal.accountId],
  );
  if (!account?.enabled) throw Errors.cardsDisabled();
  return principal;
}

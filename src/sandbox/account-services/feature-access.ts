import type { FastifyRequest } from 'fastify';
import type { AccountConfig } from '../../generated/schemas.ts';
import { requireOwnAccount, type AccountPrincipal } from '../auth/guard.ts';
import type { SandboxContext } from '../context.ts';
import type { ApiError } from '../errors.ts';
import { readAccountConfig } from './account-config.ts';

/**
 * The caller's own account, with a feature of its config on (spec 001 §6: the config flags gate the
 * acquirer, consolidation and recommendation areas, on the server as in the menu). Another account
 * is answered as not found; the feature off with the area's own 403.
 */
export async function requireFeature(
  ctx: SandboxContext,
  request: FastifyRequest,
  accountId: string,
  enabled: (config: AccountConfig) => boolean,
  refusal: () => ApiError,
): Promise<AccountPrincipal> {
  const principal = await requireOwnAccount(ctx, request, accountId);
  if (!enabled(await readAccountConfig(ctx.db, accountId))) throw refusal();
  return principal;
}

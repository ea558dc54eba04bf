import type { FastifyRequest } from 'fastify';
import { readAccountConfig } from '../account-services/account-config.ts';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { requireAccountPrincipal, type AccountPrincipal } from './guard.ts';

/**
 * The caller of a company-services call (credentials, webhooks, partner files): a principal of the
 * account named (another account's id is answered as not found) whose account has the API feature
 * on (AP10001 otherwise). `usersOnly`: an API client may not manage credentials.
 */
export async function requireApiAccount(
  ctx: SandboxContext,
  request: FastifyRequest,
  accountId: string | null,
  options: { usersOnly?: boolean } = {},
): Promise<AccountPrincipal> {
  const principal = await requireAccountPrincipal(ctx, request);
  if (accountId && principal.accountId !== accountId) throw Errors.accountNotFound();
  const config = await readAccountConfig(ctx.db, principal.accountId);
  if (!config.apiEnable) throw Errors.apiDisabled();
  if (options.usersOnly && principal.scope !== 'user') throw Errors.wrongScope();
  return principal;
}

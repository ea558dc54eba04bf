import type { FastifyRequest } from 'fastify';
import { bearerToken, requireOpenSession, type AccountPrincipal } from '../auth/guard.ts';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';

/**
 * The signed-in principal. Image and file addresses (QR codes, bank-slip PDF) are opened by the
 * browser without headers, so they may carry the access token in the `access_token` query
 * parameter instead (spec 000 §7); the app's logger writes only the path.
 */
export async function moneyPrincipal(
  ctx: SandboxContext,
  request: FastifyRequest,
  options: { tokenInQuery?: boolean } = {},
): Promise<AccountPrincipal> {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = options.tokenInQuery && typeof query?.access_token === 'string' ? query.access_token : null;
  const token = bearerToken(request) ?? fromQuery;
  const principal = token ? ctx.tokens.verify(token) : null;
  if (!principal || principal.scope === 'bank') throw Errors.unauthenticated();
  await requireOpenSession(ctx, principal.sessionId);
  return principal;
}

/** An account id in a body or query must be the caller's own; another account is answered as not found. */
export function assertOwnAccount(principal: AccountPrincipal, accountId: string | undefined | null): string {
  if (accountId && accountId !== principal.accountId) throw Errors.accountNotFound();
  return principal.accountId;
}

/** Who acts, as stored on operations. */
export function actorOf(principal: AccountPrincipal): { userId: string | null; holder: string } {
  return principal.scope === 'user'
    ? { userId: principal.userId, holder: `user:${principal.userId}` }
    : { userId: null, holder: `client:${principal.clientId}` };
}

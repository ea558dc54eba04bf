import type { FastifyRequest } from 'fastify';
import { bearerToken, requireOpenSession, type AccountPrincipal } from '../auth/guard.ts';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { fileTicketSession } from '../auth/tickets.ts';

/** The signed-in principal, by the access token in the Authorization header. */
export async function moneyPrincipal(ctx: SandboxContext, request: FastifyRequest): Promise<AccountPrincipal> {
  const token = bearerToken(request);
  const principal = token ? ctx.tokens.verify(token) : null;
  if (!principal || principal.scope === 'bank') throw Errors.unauthenticated();
  await requireOpenSession(ctx, principal.sessionId);
  return principal;
}

/**
 * The account whose file or image address this is (QR codes, the bank-slip PDF). The browser
 * opens such an address without headers, so it may carry a single-use file ticket in `ticket`
 * instead of the token in the header (spec 000 §7 put the access token there; no address does).
 */
export async function fileRequester(ctx: SandboxContext, request: FastifyRequest): Promise<{ accountId: string }> {
  return (await fileTicketSession(ctx, request)) ?? moneyPrincipal(ctx, request);
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

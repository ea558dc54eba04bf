import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { one } from '../db/database.ts';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { requireOpenSession } from './guard.ts';

export type TicketPurpose = 'hub' | 'file';

/** OWASP ASVS 5.0 14.2.1: 60 seconds, one purpose, one use. */
export const TICKET_SECONDS = 60;
const PREFIX = 'tk_';

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

export function isTicket(value: string): boolean {
  return value.startsWith(PREFIX);
}

export async function issueTicket(
  ctx: SandboxContext,
  purpose: TicketPurpose,
  session: { sessionId: string; accountId: string },
): Promise<string> {
  const ticket = PREFIX + randomBytes(24).toString('base64url');
  const now = ctx.clock.now();
  await ctx.db.query(
    `insert into tickets (ticket_hash, purpose, session_id, account_id, expires_at, created_at) values ($1, $2, $3, $4, $5, $6)`,
    [hashOf(ticket), purpose, session.sessionId, session.accountId, new Date(now.getTime() + TICKET_SECONDS * 1000), now],
  );
  return ticket;
}

/** Uses a ticket once: its session and account when it is for this purpose, unused, unexpired and its session still open. */
export async function redeemTicket(
  ctx: SandboxContext,
  ticket: string,
  purpose: TicketPurpose,
): Promise<{ sessionId: string; accountId: string } | null> {
  const now = ctx.clock.now();
  const row = await one<{ session_id: string; account_id: string }>(
    ctx.db,
    `update tickets t set used_at = $3
       from sessions s
      where t.ticket_hash = $1 and t.purpose = $2 and t.used_at is null and t.expires_at > $3
        and s.id = t.session_id and s.signed_out_at is null
      returning t.session_id, t.account_id`,
    [hashOf(ticket), purpose, now],
  );
  return row ? { sessionId: row.session_id, accountId: row.account_id } : null;
}

/**
 * The session of a file or image address the browser opens by itself: its `ticket` query
 * parameter, a ticket of purpose 'file', used once (AU10003 when it is not one, or is spent).
 */
export async function fileTicketSession(
  ctx: SandboxContext,
  request: FastifyRequest,
): Promise<{ sessionId: string; accountId: string } | null> {
  const ticket = (request.query as { ticket?: unknown } | undefined)?.ticket;
  if (ticket === undefined) return null;
  const redeemed = typeof ticket === 'string' && isTicket(ticket) ? await redeemTicket(ctx, ticket, 'file') : null;
  if (!redeemed) throw Errors.unauthenticated();
  await requireOpenSession(ctx, redeemed.sessionId);
  return redeemed;
}

/**
 * No address carries the session token (OWASP ASVS 5.0 14.2.1): a query string with
 * `access_token` is refused on every path (AU10020), even beside a good Authorization header.
 * The one exception is the hub's WebSocket, where the SignalR browser client puts what it is
 * given in `access_token`: there it must be a single-use hub ticket.
 */
export function refuseTokensInAddresses(app: FastifyInstance, hubSocketPath: string): void {
  // preParsing, after every onRequest hook: @fastify/websocket marks an upgrade there, and only
  // a marked upgrade has its socket closed once it is answered with a refusal.
  app.addHook('preParsing', async (request, _reply, payload) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query || !Object.hasOwn(query, 'access_token')) return payload;
    const value = query.access_token;
    const hubSocket = request.method === 'GET' && request.routeOptions.url === hubSocketPath;
    if (hubSocket && typeof value === 'string' && isTicket(value)) return payload;
    throw Errors.tokenInAddress();
  });
}

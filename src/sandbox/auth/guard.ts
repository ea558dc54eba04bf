import type { FastifyRequest } from 'fastify';
import { ReadBatch } from '../db/read-batch.ts';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';
import type { Principal } from './tokens.ts';

export type AccountPrincipal = Extract<Principal, { scope: 'user' | 'client' }>;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The bank token of GET /api/Merchants/{merchantId}/Bank/Auth, or a signed-in principal of that merchant. */
export async function requireBankToken(ctx: SandboxContext, request: FastifyRequest): Promise<Principal> {
  const token = bearerToken(request);
  const principal = token ? ctx.tokens.verify(token) : null;
  if (!principal) throw Errors.unauthenticated();
  return principal;
}

export interface SessionOptions {
  /** The few calls a sign-in waiting for its two-factor code may make: the code, the user, sign-out. */
  awaitingSecondFactor?: boolean;
}

/** A signed-in user or API client whose session is still open. */
export async function requireAccountPrincipal(
  ctx: SandboxContext,
  request: FastifyRequest,
  options: SessionOptions = {},
): Promise<AccountPrincipal> {
  const token = bearerToken(request);
  const principal = token ? ctx.tokens.verify(token) : null;
  if (!principal || principal.scope === 'bank') throw Errors.unauthenticated();
  await requireOpenSession(ctx, principal.sessionId, options);
  return principal;
}

/**
 * Sessions seen open (two-factor done when asked), kept in this process's memory so a request does
 * not read its session again: dropped the moment the bank closes one (`sessionClosed`, which every
 * process hears), and read again after a few seconds whatever happens, so a session closed behind
 * the bank's back is not trusted for long either.
 */
const OPEN_SESSION_MS = 5_000;
const MAX_OPEN_SESSIONS = 50_000;
const openSessions = new WeakMap<SandboxContext, Map<string, number>>();

function openSessionsOf(ctx: SandboxContext): Map<string, number> {
  let open = openSessions.get(ctx);
  if (!open) {
    const sessions = new Map<string, number>();
    ctx.events.on('sessionClosed', (sessionId) => sessions.delete(sessionId));
    openSessions.set(ctx, sessions);
    open = sessions;
  }
  return open;
}

/** Forgets every session seen open: each is read again at its next request. */
export function forgetOpenSessions(ctx: SandboxContext): void {
  openSessionsOf(ctx).clear();
}

/** Forgets a session found closed elsewhere (the approval statement checks the session itself). */
export function forgetOpenSession(ctx: SandboxContext, sessionId: string): void {
  openSessionsOf(ctx).delete(sessionId);
}

interface SessionRow {
  signed_out_at: Date | null;
  a2f_required: boolean;
  a2f_confirmed_at: Date | null;
}

const sessionBatches = new WeakMap<SandboxContext, ReadBatch<string, SessionRow | undefined>>();

/** Sessions read again in one turn are read in one statement (db/read-batch.ts). */
function sessionReads(ctx: SandboxContext): ReadBatch<string, SessionRow | undefined> {
  let batch = sessionBatches.get(ctx);
  if (!batch) {
    batch = new ReadBatch<string, SessionRow | undefined>(
      async (ids) => {
        const rows = await ctx.db.query<SessionRow & { n: number }>(
          `select x.n, s.signed_out_at, s.a2f_required, s.a2f_confirmed_at
             from jsonb_array_elements_text($1::jsonb) with ordinality as x(id, n) join sessions s on s.id = x.id::uuid`,
          [JSON.stringify(ids)],
        );
        const found = new Map<number, SessionRow>(rows.map((row) => [row.n, row]));
        return ids.map((_, at) => found.get(at + 1));
      },
      { maxBatch: 100, idOf: (id) => id },
    );
    sessionBatches.set(ctx, batch);
  }
  return batch;
}

/** The session is open and, when its user has two-factor on, its code was confirmed (AU10016 otherwise). */
export async function requireOpenSession(ctx: SandboxContext, sessionId: string, options: SessionOptions = {}): Promise<void> {
  const open = openSessionsOf(ctx);
  const seenUntil = open.get(sessionId);
  if (seenUntil !== undefined && seenUntil > Date.now()) return;
  const session = await sessionReads(ctx).read(sessionId);
  if (!session || session.signed_out_at) throw Errors.unauthenticated();
  const waitsForCode = session.a2f_required && !session.a2f_confirmed_at;
  if (waitsForCode && !options.awaitingSecondFactor) throw Errors.a2fRequired();
  if (waitsForCode) return;
  open.delete(sessionId);
  if (open.size >= MAX_OPEN_SESSIONS) open.delete(open.keys().next().value!);
  open.set(sessionId, Date.now() + OPEN_SESSION_MS);
}

/** The principal, when the account is its own; another account's id is answered as not found. */
export async function requireOwnAccount(
  ctx: SandboxContext,
  request: FastifyRequest,
  accountId: string,
): Promise<AccountPrincipal> {
  const principal = await requireAccountPrincipal(ctx, request);
  if (principal.accountId !== accountId) throw Errors.accountNotFound();
  return principal;
}

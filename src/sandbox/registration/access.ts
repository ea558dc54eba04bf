import type { FastifyRequest } from 'fastify';
import { bankOperatorOf } from '../auth/bank-operator.ts';
import { bearerToken, requireAccountPrincipal, requireOpenSession } from '../auth/guard.ts';
import { isTicket, redeemTicket } from '../auth/tickets.ts';
import type { SandboxContext } from '../context.ts';
import { one } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { credentialAccount, isRegistrationToken } from './credentials.ts';
import { registrationRow, type RegistrationRow, type RegistrationStatus } from './read-registration.ts';

/**
 * What a call does to a registration, and so in which statuses it may: the person's data change
 * only while REGISTERING; documents also while PENDING_DOCUMENTS; reads until the registration
 * ends; its status always.
 */
export type RegistrationNeed = 'data' | 'documents' | 'read' | 'status';

const ALLOWED: Record<RegistrationNeed, readonly RegistrationStatus[]> = {
  data: ['REGISTERING'],
  documents: ['REGISTERING', 'PENDING_DOCUMENTS'],
  read: ['REGISTERING', 'SUBMITTED', 'IN_ANALYSIS', 'PENDING_DOCUMENTS'],
  status: ['REGISTERING', 'SUBMITTED', 'IN_ANALYSIS', 'PENDING_DOCUMENTS', 'REJECTED', 'ACTIVE'],
};

/** True when the request carries an onboarding credential rather than a session. */
export function carriesRegistrationCredential(request: FastifyRequest): boolean {
  const token = bearerToken(request);
  return !!token && isRegistrationToken(token);
}

/**
 * The registration `accountId`, for the person who started it: the request's onboarding credential
 * must be live and be this account's. Any other account's id is answered as not found (AC10001),
 * as the bank answers every account that is not the caller's.
 */
export async function requireRegistrant(
  ctx: SandboxContext,
  request: FastifyRequest,
  accountId: string,
  need: RegistrationNeed,
): Promise<RegistrationRow> {
  const token = bearerToken(request);
  const credential = token ? await credentialAccount(ctx.db, token, ctx.clock.now()) : null;
  if (!credential) {
    // A signed-in session reaches no registration: for it, as for another account's id, there is none.
    if (token && !isRegistrationToken(token) && ctx.tokens.verify(token)) throw Errors.accountNotFound();
    throw Errors.invalidRegistrationCredential();
  }
  if (credential.accountId !== accountId) throw Errors.accountNotFound();
  const row = await registrationRow(ctx.db, accountId);
  if (!ALLOWED[need].includes(row.status)) throw Errors.registrationNotEditable();
  return row;
}

export interface PersonAccess {
  accountId: string;
  personId: string;
  /** Registrant, a user of the account, or a bank operator of its merchant. */
  caller: 'REGISTRANT' | 'USER' | 'BANK_OPERATOR';
}

/**
 * Who may reach the documents and image of a person of an account: the registrant of a
 * registration (by its credential, within the statuses of `need`), a signed-in user of the account
 * (changes only as the person or an ACCOUNT_ADMIN), or, to read, a bank operator of its merchant.
 * The person must be the account's holder or one of its answerables (RG10025).
 */
export async function requirePersonAccess(
  ctx: SandboxContext,
  request: FastifyRequest,
  accountId: string,
  personId: string,
  need: RegistrationNeed,
): Promise<PersonAccess> {
  let caller: PersonAccess['caller'];
  if (carriesRegistrationCredential(request)) {
    await requireRegistrant(ctx, request, accountId, need);
    caller = 'REGISTRANT';
  } else {
    const principal = await sessionPrincipal(ctx, request);
    if (principal.accountId === accountId) {
      caller = 'USER';
      if (need === 'documents' || need === 'data') await requireSelfOrAdmin(ctx, principal.userId, personId);
    } else {
      const operator = principal.userId
        ? await bankOperatorOf(ctx, {
            scope: 'user',
            merchantId: principal.merchantId,
            accountId: principal.accountId,
            userId: principal.userId,
            sessionId: principal.sessionId,
          })
        : null;
      const sameMerchant = operator
        ? await one(ctx.db, 'select 1 from accounts where id = $1 and merchant_id = $2', [accountId, operator.merchantId])
        : undefined;
      if (!operator || !sameMerchant || (need !== 'read' && need !== 'status')) throw Errors.accountNotFound();
      caller = 'BANK_OPERATOR';
    }
  }
  // The account's people: its holder, its answerables and its operators (the header shows the signed-in operator's image).
  const member = await one(
    ctx.db,
    `select 1 from accounts where id = $1 and person_id = $2
     union all select 1 from answerables where account_id = $1 and person_id = $2
     union all select 1 from users where account_id = $1 and person_id = $2`,
    [accountId, personId],
  );
  if (!member) throw Errors.personNotInRegistration();
  return { accountId, personId, caller };
}

interface SessionPrincipal {
  accountId: string;
  merchantId: string;
  userId: string | null;
  sessionId: string;
}

/**
 * A signed-in caller, by the Authorization header or, for an address the browser opens (an image),
 * a single-use ticket of purpose 'file' in `ticket`.
 */
async function sessionPrincipal(ctx: SandboxContext, request: FastifyRequest): Promise<SessionPrincipal> {
  const ticket = (request.query as { ticket?: unknown } | undefined)?.ticket;
  if (typeof ticket === 'string' && !bearerToken(request)) {
    const redeemed = isTicket(ticket) ? await redeemTicket(ctx, ticket, 'file') : null;
    if (!redeemed) throw Errors.unauthenticated();
    await requireOpenSession(ctx, redeemed.sessionId);
    const session = await one<{ user_id: string | null; merchant_id: string }>(
      ctx.db,
      'select s.user_id, a.merchant_id from sessions s join accounts a on a.id = s.account_id where s.id = $1',
      [redeemed.sessionId],
    );
    if (!session) throw Errors.unauthenticated();
    return {
      accountId: redeemed.accountId,
      merchantId: session.merchant_id,
      userId: session.user_id,
      sessionId: redeemed.sessionId,
    };
  }
  const principal = await requireAccountPrincipal(ctx, request);
  return {
    accountId: principal.accountId,
    merchantId: principal.merchantId,
    userId: principal.scope === 'user' ? principal.userId : null,
    sessionId: principal.sessionId,
  };
}

async function requireSelfOrAdmin(ctx: SandboxContext, userId: string | null, personId: string): Promise<void> {
  const user = userId
    ? await one<{ person_id: string; roles: string[] }>(ctx.db, 'select person_id, roles from users where id = $1', [userId])
    : undefined;
  if (!user || (user.person_id !== personId && !user.roles.includes('ACCOUNT_ADMIN'))) throw Errors.accountAdminRequired();
}

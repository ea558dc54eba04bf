import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { one } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { requireAccountPrincipal, type AccountPrincipal } from './guard.ts';

/**
 * The role of the bank's own staff (docs/account-opening.md, "Back office"): they list and search
 * every account of their merchant and decide registrations in analysis. Account holders never hold it.
 */
export const BANK_OPERATOR_ROLE = 'BANK_OPERATOR';

export interface BankOperator {
  userId: string;
  merchantId: string;
  principal: AccountPrincipal;
}

/** The signed-in user's operator standing, or null when the user does not hold the role. */
export async function bankOperatorOf(ctx: SandboxContext, principal: AccountPrincipal): Promise<BankOperator | null> {
  if (principal.scope !== 'user') return null;
  const user = await one<{ roles: string[] }>(ctx.db, 'select roles from users where id = $1', [principal.userId]);
  return user?.roles.includes(BANK_OPERATOR_ROLE) ? { userId: principal.userId, merchantId: principal.merchantId, principal } : null;
}

/** A signed-in bank operator (BO10001 for anyone else, 401 without a session). */
export async function requireBankOperator(ctx: SandboxContext, request: FastifyRequest): Promise<BankOperator> {
  const operator = await bankOperatorOf(ctx, await requireAccountPrincipal(ctx, request));
  if (!operator) throw Errors.bankOperatorRequired();
  return operator;
}

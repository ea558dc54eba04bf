import type { ApprovalRequest } from '../../../generated/schemas.ts';
import type { AccountPrincipal } from '../../auth/guard.ts';
import type { SandboxContext } from '../../context.ts';
import { Errors } from '../../errors.ts';
import { actorOf } from '../access.ts';
import { chosenApprovalMethod } from './approval-method.ts';
import { assertApprovalsOpen, recordWrongApproval } from './approval-lockout.ts';
import { checkElectronicPassword } from './electronic-password.ts';
import type { TokenHolder } from './one-time-tokens.ts';

/** What an approval (a transfer's, a payment's, a card's) brought, checked before its operation is locked. */
export interface ApprovalCredentials {
  needsToken: boolean;
  passwordOk: boolean;
  /** Whose wrong tries count toward the user-wide lock. */
  approver: string;
  /** Whose one-time tokens the token is checked against. */
  tokenHolder: TokenHolder;
}

/**
 * The credentials the approval's method asks for (the bank's methodApproveTransaction, or the one
 * chosen among the account's approvalMethods): refused when missing, refused when
 * the approver's approvals are locked; the electronic password checked (the token is checked by the
 * caller, under its operation's lock, where it is also counted).
 */
export async function checkApprovalCredentials(
  ctx: SandboxContext,
  principal: AccountPrincipal,
  body: ApprovalRequest,
): Promise<ApprovalCredentials> {
  const method = await chosenApprovalMethod(ctx, principal, body.type);
  const needsPassword = method !== 'TOKEN';
  const needsToken = method !== 'PASSWORD';
  const password = body.password;
  const hasPassword = typeof password === 'string' ? password !== '' : Array.isArray(password) && password.length > 0;
  if (needsPassword && !hasPassword) throw Errors.passwordRequired();
  if (needsToken && !body.token) throw Errors.tokenRequired();
  if (needsPassword && principal.scope !== 'user') throw Errors.passwordNeedsUser();
  const approver = actorOf(principal).holder;
  await assertApprovalsOpen(ctx, approver);
  const passwordOk =
    !needsPassword ||
    (principal.scope === 'user' &&
      (await checkElectronicPassword(ctx, { userId: principal.userId, sessionId: principal.sessionId }, password!)));
  return { needsToken, passwordOk, approver, tokenHolder: { accountId: principal.accountId, holder: approver } };
}

const triesLeft = (remaining: number) => (remaining === 1 ? 'Resta 1 tentativa.' : `Restam ${remaining} tentativas.`);

/** A wrong try, counted toward the user-wide lock: the error to answer with. */
export async function wrongApprovalError(
  ctx: SandboxContext,
  approver: string,
  outcome: { remaining: number; wrongPassword: boolean },
): Promise<Error> {
  const locked = await recordWrongApproval(ctx, approver);
  if (outcome.remaining <= 0) return Errors.tooManyApprovalAttempts();
  if (locked) return Errors.approvalsLocked();
  return outcome.wrongPassword
    ? Errors.invalidElectronicPassword(triesLeft(outcome.remaining))
    : Errors.invalidToken(triesLeft(outcome.remaining));
}

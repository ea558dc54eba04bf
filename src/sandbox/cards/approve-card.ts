import type { ApprovalRequest, Card } from '../../generated/schemas.ts';
import type { AccountPrincipal } from '../auth/guard.ts';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { clearWrongApprovals } from '../money/approval/approval-lockout.ts';
import { checkApprovalCredentials, wrongApprovalError } from '../money/approval/approval-credentials.ts';
import { checkOneTimeToken, consumeOneTimeToken, MAX_WRONG_TRIES } from '../money/approval/one-time-tokens.ts';
import { cardRow, readCard } from './card-entity.ts';
import { cardOffers, decideCard, holderActor, statusDetail } from './card-workflow.ts';

/**
 * POST /api/Cards/{id}/Approval, with the body of the transaction approvals (approved, password,
 * token). Disapproval cancels the card request. Approval asks for the credentials of the bank's
 * methodApproveTransaction, like transfers; each wrong try is counted on the card and the fifth
 * cancels the request. Right credentials activate the card and give it its masked number and expiry.
 * Each outcome is an action of the card's workflow (APPROVE, REFUSE, TOO_MANY_TRIES; card-workflow.ts).
 */
export async function approveCard(
  ctx: SandboxContext,
  principal: AccountPrincipal,
  id: string,
  body: ApprovalRequest,
): Promise<Card> {
  const card = await cardRow(ctx.db, principal.accountId, id);
  if (!(await cardOffers(ctx.db, id, 'APPROVE'))) throw Errors.cardNotPending(statusDetail(card.status));
  if (!body.approved) return refuseRequest(ctx, principal, id);

  const { needsToken, passwordOk, approver, tokenHolder: holder } = await checkApprovalCredentials(ctx, principal, body);

  const outcome = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const locked = await cardRow(tx, principal.accountId, id, true);
    if (!(await cardOffers(tx, id, 'APPROVE'))) throw Errors.cardNotPending(statusDetail(locked.status));
    const tokenId = needsToken ? await checkOneTimeToken(tx, holder, body.token!, now) : null;
    if (passwordOk && (!needsToken || tokenId)) {
      if (tokenId && !(await consumeOneTimeToken(tx, tokenId, now))) throw Errors.invalidToken();
      await decideCard(tx, locked, 'APPROVE', holderActor(principal), now);
      return { ok: true as const };
    }
    const attempts = locked.failed_attempts + 1;
    await tx.query('update cards set failed_attempts = $2, updated_at = $3 where id = $1', [id, attempts, now]);
    if (attempts >= MAX_WRONG_TRIES) {
      await decideCard(
        tx,
        locked,
        'TOO_MANY_TRIES',
        { kind: 'SYSTEM', id: 'approval' },
        now,
        'Cancelado após 5 tentativas inválidas de senha ou token.',
      );
    }
    return { ok: false as const, remaining: MAX_WRONG_TRIES - attempts, wrongPassword: !passwordOk };
  });
  if (!outcome.ok) throw await wrongApprovalError(ctx, approver, outcome);
  await clearWrongApprovals(ctx, approver);
  return readCard(ctx.db, principal.accountId, id);
}

/** Disapproval: the holder refuses the request (REFUSE), which cancels the card. */
async function refuseRequest(ctx: SandboxContext, principal: AccountPrincipal, id: string): Promise<Card> {
  await ctx.db.transaction(async (tx) => {
    const locked = await cardRow(tx, principal.accountId, id, true);
    await decideCard(tx, locked, 'REFUSE', holderActor(principal), ctx.clock.now(), 'Reprovado pelo cliente.');
  });
  return readCard(ctx.db, principal.accountId, id);
}

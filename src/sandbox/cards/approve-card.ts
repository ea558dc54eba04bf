import type { ApprovalRequest, Card } from '../../generated/schemas.ts';
import type { AccountPrincipal } from '../auth/guard.ts';
import type { SandboxContext } from '../context.ts';
import { Errors } from '../errors.ts';
import { clearWrongApprovals } from '../money/approval/approval-lockout.ts';
import { checkApprovalCredentials, wrongApprovalError } from '../money/approval/approval-credentials.ts';
import { checkOneTimeToken, consumeOneTimeToken, MAX_WRONG_TRIES } from '../money/approval/one-time-tokens.ts';
import { cardRow, readCard } from './card-entity.ts';
import { newMaskedCardNumber } from './card-number.ts';
import { statusDetail } from './change-card-status.ts';

/** Cards are valid for five years from approval, to the end of the approval month. */
const VALID_YEARS = 5;

/**
 * POST /api/Cards/{id}/Approval, with the body of the transaction approvals (approved, password,
 * token). Disapproval cancels the card request. Approval asks for the credentials of the bank's
 * methodApproveTransaction, like transfers; each wrong try is counted on the card and the fifth
 * cancels the request. Right credentials activate the card and give it its masked number and expiry.
 */
export async function approveCard(
  ctx: SandboxContext,
  principal: AccountPrincipal,
  id: string,
  body: ApprovalRequest,
): Promise<Card> {
  const card = await cardRow(ctx.db, principal.accountId, id);
  if (card.status !== 'PROCESSING') throw Errors.cardNotPending(statusDetail(card.status));
  if (!body.approved) return closeRequest(ctx, principal.accountId, id, 'Reprovado pelo cliente.');

  const { needsToken, passwordOk, approver, tokenHolder: holder } = await checkApprovalCredentials(ctx, principal, body);

  const outcome = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const locked = await cardRow(tx, principal.accountId, id, true);
    if (locked.status !== 'PROCESSING') throw Errors.cardNotPending(statusDetail(locked.status));
    const tokenId = needsToken ? await checkOneTimeToken(tx, holder, body.token!, now) : null;
    if (passwordOk && (!needsToken || tokenId)) {
      if (tokenId && !(await consumeOneTimeToken(tx, tokenId, now))) throw Errors.invalidToken();
      await tx.query(
        `update cards set status = 'ACTIVE', number = $2, expiry_month = $3, expiry_year = $4, approved_at = $5,
                updated_at = $5, message = null
          where id = $1`,
        [id, newMaskedCardNumber(locked.type), now.getUTCMonth() + 1, now.getUTCFullYear() + VALID_YEARS, now],
      );
      return { ok: true as const };
    }
    const attempts = locked.failed_attempts + 1;
    const refused = attempts >= MAX_WRONG_TRIES;
    await tx.query(
      `update cards set failed_attempts = $2, updated_at = $3,
              status = case when $4 then 'CANCELED' else status end,
              canceled_at = case when $4 then $3::timestamptz else canceled_at end,
              message = case when $4 then $5 else message end
        where id = $1`,
      [id, attempts, now, refused, 'Cancelado após 5 tentativas inválidas de senha ou token.'],
    );
    return { ok: false as const, remaining: MAX_WRONG_TRIES - attempts, wrongPassword: !passwordOk };
  });
  if (!outcome.ok) throw await wrongApprovalError(ctx, approver, outcome);
  await clearWrongApprovals(ctx, approver);
  return readCard(ctx.db, principal.accountId, id);
}

async function closeRequest(ctx: SandboxContext, accountId: string, id: string, message: string): Promise<Card> {
  await ctx.db.transaction(async (tx) => {
    const locked = await cardRow(tx, accountId, id, true);
    if (locked.status !== 'PROCESSING') throw Errors.cardNotPending(statusDetail(locked.status));
    const now = ctx.clock.now();
    await tx.query(`update cards set status = 'CANCELED', canceled_at = $2, updated_at = $2, message = $3 where id = $1`, [
      id,
      now,
      message,
    ]);
  });
  return readCard(ctx.db, accountId, id);
}

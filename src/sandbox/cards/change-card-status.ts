import type { Card } from '../../generated/schemas.ts';
import type { AccountPrincipal } from '../auth/guard.ts';
import type { SandboxContext } from '../context.ts';
import { cardRow, readCard } from './card-entity.ts';
import { decideCard, holderActor, type CardDecision } from './card-workflow.ts';

/**
 * DELETE /api/Cards/{id}/Lock, POST …/Activate, DELETE …/Cancel (spec 001 §4): actions of the
 * card's workflow. Taken under the card's row lock, so two racing actions cannot both act; a refused
 * action changes nothing.
 */
export async function changeCardStatus(
  ctx: SandboxContext,
  principal: AccountPrincipal,
  id: string,
  action: Extract<CardDecision, 'LOCK' | 'ACTIVATE' | 'CANCEL'>,
): Promise<Card> {
  await ctx.db.transaction(async (tx) => {
    const card = await cardRow(tx, principal.accountId, id, true);
    await decideCard(tx, card, action, holderActor(principal), ctx.clock.now());
  });
  return readCard(ctx.db, principal.accountId, id);
}

import type { Card } from '../../generated/schemas.ts';
import type { SandboxContext } from '../context.ts';
import { Errors, type ApiError } from '../errors.ts';
import { cardRow, readCard } from './card-entity.ts';
import { nextCardStatus, type CardAction } from './card-status.ts';

const REFUSALS: Record<'lock' | 'activate' | 'cancel', (detail?: string) => ApiError> = {
  lock: Errors.cardNotLockable,
  activate: Errors.cardNotActivatable,
  cancel: Errors.cardNotCancelable,
};

const STAMPS: Record<'lock' | 'activate' | 'cancel', string> = {
  lock: 'locked_at = $3',
  activate: 'locked_at = null',
  cancel: 'canceled_at = $3',
};

export const statusDetail = (status: string) => `Situação atual: ${status}.`;

/**
 * DELETE /api/Cards/{id}/Lock, POST …/Activate, DELETE …/Cancel (spec 001 §4). Checked under the
 * card's row lock, so two racing actions cannot both act; a refused action changes nothing.
 */
export async function changeCardStatus(
  ctx: SandboxContext,
  accountId: string,
  id: string,
  action: Extract<CardAction, 'lock' | 'activate' | 'cancel'>,
): Promise<Card> {
  await ctx.db.transaction(async (tx) => {
    const card = await cardRow(tx, accountId, id, true);
    const next = nextCardStatus(card.status, action);
    if (!next) throw REFUSALS[action](statusDetail(card.status));
    await tx.query(`update cards set status = $2, ${STAMPS[action]}, updated_at = $3 where id = $1`, [id, next, ctx.clock.now()]);
  });
  return readCard(ctx.db, accountId, id);
}

import type { CardHolder, CardHolderUpdateRequest } from '../../generated/schemas.ts';
import type { SandboxContext } from '../context.ts';
import { holderRow, readHolder } from './holder-entity.ts';

/** PUT /api/CardHolders/{id} (spec 001 §3 update holder request): name, invoice days and billing. */
export async function updateHolder(
  ctx: SandboxContext,
  accountId: string,
  id: string,
  request: CardHolderUpdateRequest,
): Promise<CardHolder> {
  await holderRow(ctx.db, accountId, id);
  await ctx.db.query(
    `update card_holders set name = $2, invoice_closing_day = $3, invoice_pay_day = $4, has_billing = $5, updated_at = $6
      where id = $1`,
    [id, request.name, request.invoiceClosingDay, request.invoicePayDay, request.hasBilling, ctx.clock.now()],
  );
  return readHolder(ctx.db, accountId, id);
}

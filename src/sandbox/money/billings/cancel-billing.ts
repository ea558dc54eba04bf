import type { Billing } from '../../../generated/schemas.ts';
import type { SandboxContext } from '../../context.ts';
import { Errors } from '../../errors.ts';
import { moneyTransaction } from '../money-transaction.ts';
import { billingRow, readBilling } from './billing-entity.ts';

/**
 * DELETE a charge: an unpaid one (ACTIVE or OVERDUE) becomes CANCELED, and a PIX charge
 * REMOVIDA_PELO_USUARIO_RECEBEDOR. A paid or already removed charge is refused and left as it is.
 */
export async function cancelBilling(ctx: SandboxContext, accountId: string, id: string): Promise<Billing> {
  const now = ctx.clock.now();
  return moneyTransaction(ctx, async (tx, outbox) => {
    const row = await billingRow(tx, id, true);
    if (row.account_id !== accountId) throw Errors.billingNotFound();
    if (row.status !== 'ACTIVE' && row.status !== 'OVERDUE') {
      throw Errors.billingNotCancelable(`Situação atual: ${row.status}${row.pix_status ? ` (${row.pix_status})` : ''}.`);
    }
    await tx.query(
      `update billings set status = 'CANCELED', updated_at = $2, message = 'Cancelada pelo recebedor.',
              pix_status = case when pix_status is null then null else 'REMOVIDA_PELO_USUARIO_RECEBEDOR' end
        where id = $1`,
      [id, now],
    );
    const billing = await readBilling(tx, id);
    outbox.add(accountId, 'AccountBilling', { billing });
    return billing;
  });
}

import { fromCents } from '../../domain/index.ts';
import type { Webhook } from '../../generated/schemas.ts';
import { billingEntity, type BillingRow } from '../money/billings/billing-entity.ts';
import { paymentEntity, type PaymentRow } from '../money/payments/payment-entity.ts';
import { transferEntity, type TransferRow } from '../money/transfers/transfer-entity.ts';
import { accountTransaction, type PostingRow } from '../statement/account-transaction.ts';

/** The hub event each webhook type carries (docs/hub.md), named in the body's `type`. */
const EVENT_NAMES: Record<Exclude<Webhook['type'], 'PIX'>, string> = {
  TRANSACTION: 'AccountTransaction',
  TRANSFER: 'AccountTransfer',
  PAYMENT: 'AccountPayment',
  BILLING: 'AccountBilling',
};

/** A row as the trigger kept it (to_jsonb): its timestamps back to dates, as the entity functions read them. */
function revive<T>(source: Record<string, unknown>): T {
  return Object.fromEntries(
    Object.entries(source).map(([key, value]) => [
      key,
      key.endsWith('_at') && typeof value === 'string' ? new Date(value) : value,
    ]),
  ) as T;
}

export interface DeliveryEvent {
  id: string;
  account_id: string;
  type: Webhook['type'];
  source: Record<string, unknown>;
  created_at: Date;
}

/**
 * The body of a delivery: `{ id, type, accountId, createdAt, data }` with data as the hub sends it
 * (`{ transaction }`, `{ transfer }`, `{ payment }`, `{ billing }`), the row as it was when the event
 * happened; a PIX received for a charge goes in BACEN's shape, `{ "pix": [{ endToEndId, txid, valor,
 * horario }] }`.
 */
export function deliveryBody(event: DeliveryEvent): string {
  if (event.type === 'PIX') {
    const receive = event.source as {
      end_to_end_id: string | null;
      txid: string;
      amount_cents: number;
      created_at: string;
    };
    return JSON.stringify({
      pix: [
        {
          endToEndId: receive.end_to_end_id,
          txid: receive.txid,
          valor: fromCents(receive.amount_cents).toFixed(2),
          horario: new Date(receive.created_at).toISOString(),
        },
      ],
    });
  }
  const data =
    event.type === 'TRANSACTION'
      ? { transaction: accountTransaction(revive<PostingRow>(event.source)) }
      : event.type === 'TRANSFER'
        ? { transfer: transferEntity(revive<TransferRow>(event.source)) }
        : event.type === 'PAYMENT'
          ? { payment: paymentEntity(revive<PaymentRow>(event.source)) }
          : { billing: billingEntity(revive<BillingRow>(event.source)) };
  return JSON.stringify({
    id: event.id,
    type: EVENT_NAMES[event.type],
    accountId: event.account_id,
    createdAt: new Date(event.created_at).toISOString(),
    data,
  });
}

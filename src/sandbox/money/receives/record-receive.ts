import type { Party } from '../../../generated/schemas.ts';
import type { Sql } from '../../db/database.ts';

export interface NewReceive {
  id: string;
  accountId: string;
  productId?: string | null;
  /** PIX for a PIX by key; the billing's type for a paid charge. */
  type: string;
  amountCents: number;
  description: string;
  payer: Party;
  creditor: Party;
  /** The sandbox account that paid; null when the money came from another bank (settlement). */
  payerAccountId: string | null;
  /** The entity of the payer's debit, which a return credits back under the same entity. */
  payerEntity: string;
  billingId?: string | null;
  transferId?: string | null;
  paymentId?: string | null;
  key?: string | null;
  endToEndId: string | null;
  postingId: string;
  canReverse: boolean;
  at: Date;
}

/** The receives row of a new receive, by column: what recordReceive stores, and what the approval in one statement stores. */
export function receiveRow(receive: NewReceive) {
  return {
    id: receive.id,
    account_id: receive.accountId,
    product_id: receive.productId ?? null,
    type: receive.type,
    status: 'RECEIVED',
    amount_cents: receive.amountCents,
    description: receive.description,
    payer: receive.payer,
    creditor: receive.creditor,
    payer_account_id: receive.payerAccountId,
    payer_entity: receive.payerEntity,
    billing_id: receive.billingId ?? null,
    transfer_id: receive.transferId ?? null,
    payment_id: receive.paymentId ?? null,
    key: receive.key ?? null,
    end_to_end_id: receive.endToEndId,
    posting_id: receive.postingId,
    can_reverse: receive.canReverse,
    created_at: receive.at,
    updated_at: receive.at,
  };
}

/** Records money received; its credit posting carries the receive's id as relationId. */
export async function recordReceive(tx: Sql, receive: NewReceive): Promise<void> {
  await tx.query(
    `insert into receives (id, account_id, product_id, type, status, amount_cents, description, payer, creditor,
       payer_account_id, payer_entity, billing_id, transfer_id, payment_id, key, end_to_end_id, posting_id, can_reverse,
       created_at, updated_at)
     select id, account_id, product_id, type, status, amount_cents, description, payer, creditor,
            payer_account_id, payer_entity, billing_id, transfer_id, payment_id, key, end_to_end_id, posting_id, can_reverse,
            created_at, updated_at
       from jsonb_populate_record(null::receives, $1::jsonb)`,
    [JSON.stringify(receiveRow(receive))],
  );
}

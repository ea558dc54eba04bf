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

/** Records money received; its credit posting carries the receive's id as relationId. */
export async function recordReceive(tx: Sql, receive: NewReceive): Promise<void> {
  await tx.query(
    `insert into receives (id, account_id, product_id, type, status, amount_cents, description, payer, creditor,
       payer_account_id, payer_entity, billing_id, transfer_id, payment_id, key, end_to_end_id, posting_id, can_reverse,
       created_at, updated_at)
     values ($1, $2, $3, $4, 'RECEIVED', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18)`,
    [
      receive.id,
      receive.accountId,
      receive.productId ?? null,
      receive.type,
      receive.amountCents,
      receive.description,
      JSON.stringify(receive.payer),
      JSON.stringify(receive.creditor),
      receive.payerAccountId,
      receive.payerEntity,
      receive.billingId ?? null,
      receive.transferId ?? null,
      receive.paymentId ?? null,
      receive.key ?? null,
      receive.endToEndId,
      receive.postingId,
      receive.canReverse,
      receive.at,
    ],
  );
}

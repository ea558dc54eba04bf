import { randomUUID } from 'node:crypto';
import type { Payment } from '../../../generated/schemas.ts';
import type { AccountPrincipal } from '../../auth/guard.ts';
import type { SandboxContext } from '../../context.ts';
import type { Sql } from '../../db/database.ts';
import { actorOf, assertOwnAccount } from '../access.ts';
import { centsOf } from '../amounts.ts';
import { refreshBillingStatuses } from '../billings/billing-status.ts';
import { idempotent } from '../../idempotency.ts';
import { moneyTransaction } from '../money-transaction.ts';
import { accountParty, publicParty } from '../parties.ts';
import { actorName, type Actor } from '../transfers/create-transfer.ts';
import type { Payee } from './payees.ts';
import { readPayment } from './payment-entity.ts';

export interface PayRequest {
  accountId: string;
  productId?: string;
  amount?: number;
  description?: string;
}

/** Records a payment that waits for approval, inside the caller's transaction; answers its id. */
export async function insertPayment(
  tx: Sql,
  accountId: string,
  request: Omit<PayRequest, 'accountId' | 'amount'>,
  payee: Payee,
  actor: Actor,
  now: Date,
): Promise<string> {
  const payer = publicParty(await accountParty(tx, accountId));
  const id = randomUUID();
  await tx.query(
    `insert into payments (id, account_id, product_id, type, status, amount_cents, description, payer, receiver,
       receiver_account_id, billing_id, key, emv, digitable_line, barcode, due_date, end_to_end_id, user_id, user_name,
       created_at, updated_at)
     values ($1, $2, $3, $4, 'CREATED', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19)`,
    [
      id,
      accountId,
      request.productId ?? null,
      payee.type,
      payee.amountCents,
      request.description ?? payee.billing?.description ?? null,
      JSON.stringify(payer),
      JSON.stringify(payee.receiver),
      payee.receiverAccountId,
      payee.billing?.id ?? null,
      payee.key ?? null,
      payee.emv ?? null,
      payee.digitableLine ?? null,
      payee.barcode ?? null,
      payee.dueDate ?? null,
      payee.endToEndId ?? null,
      actor.userId,
      actor.userName,
      now,
    ],
  );
  return id;
}

/**
 * The pay calls (QrCode/Pay, BankSlip/Pay, Utility/Pay, PIX/Pay): record a payment that waits for
 * approval (CREATED), to the payee found from the key, line or BR Code. Nothing moves until it is
 * approved, when the charge is checked again.
 */
export async function createPayment(
  ctx: SandboxContext,
  principal: AccountPrincipal,
  request: PayRequest,
  findPayee: (tx: Sql, payerAccountId: string, askedCents: number | null, now: Date) => Promise<Payee>,
  idempotency: { key: string | undefined; fingerprint: unknown },
): Promise<{ replayed: boolean; body: Payment }> {
  const accountId = assertOwnAccount(principal, request.accountId);
  const askedCents = request.amount === undefined ? null : centsOf(request.amount);
  await refreshBillingStatuses(ctx);
  const now = ctx.clock.now();
  return moneyTransaction(ctx, (tx) =>
    idempotent(tx, { accountId, key: idempotency.key, fingerprint: idempotency.fingerprint, now }, async () => {
      const payee = await findPayee(tx, accountId, askedCents, now);
      const actor = { userId: actorOf(principal).userId, userName: await actorName(tx, principal) };
      return readPayment(tx, await insertPayment(tx, accountId, request, payee, actor, now));
    }),
  );
}

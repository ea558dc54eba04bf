import { randomUUID } from 'node:crypto';
import type { Payment, PaymentReverseRequest } from '../../../generated/schemas.ts';
import type { SandboxContext } from '../../context.ts';
import { Errors } from '../../errors.ts';
import { postMovement } from '../../ledger/post-movement.ts';
import { INTERNAL_ACCOUNTS } from '../../seed/demo-data.ts';
import { bankToday } from '../billings/billing-status.ts';
import { moneyTransaction } from '../money-transaction.ts';
import { paymentRow, readPayment } from './payment-entity.ts';

const ENTITY = {
  QRCODE: 'PAYMENT_QRCODE',
  BANK_SLIP: 'PAYMENT_BANK_SLIP',
  UTILITY: 'PAYMENT_UTILITY',
  PIX: 'PAYMENT_PIX',
} as const;

/**
 * POST Payments/{id}/Reverse: a bill or slip paid today to another bank can be returned the same
 * day (before the bank passes it on in the night's clearing): the money comes back from settlement
 * and the payment is REVERSED. A PIX, or a payment to a sandbox account, is returned by whoever
 * received it (Receives/{id}/Reverse), never taken back by the payer.
 */
export async function reversePayment(
  ctx: SandboxContext,
  accountId: string,
  id: string,
  request: PaymentReverseRequest,
): Promise<Payment> {
  const now = ctx.clock.now();
  return moneyTransaction(ctx, async (tx, outbox) => {
    const payment = await paymentRow(tx, id, true);
    if (payment.account_id !== accountId) throw Errors.paymentNotFound();
    if (payment.status !== 'COMPLETED') throw Errors.paymentNotReversible(`Situação atual: ${payment.status}.`);
    if (payment.type === 'PIX' || payment.receiver_account_id) {
      throw Errors.paymentNotReversible('Este pagamento só pode ser devolvido por quem o recebeu.');
    }
    if (!payment.completed_at || bankToday(payment.completed_at) !== bankToday(now)) {
      throw Errors.paymentNotReversible('O estorno só é possível no mesmo dia do pagamento.');
    }
    const movementId = randomUUID();
    const description = `Estorno - ${payment.receiver.name}`;
    const posted = await postMovement(tx, {
      id: movementId,
      entity: ENTITY[payment.type],
      description,
      executedAt: now,
      postings: [
        { accountId: INTERNAL_ACCOUNTS.settlement.id, amountCents: -payment.amount_cents, description },
        {
          accountId: payment.account_id,
          amountCents: payment.amount_cents,
          description,
          metadata: {
            payer: payment.receiver,
            receiver: payment.payer,
            movementId,
            reversedMovementId: payment.movement_id,
            ...(payment.digitable_line ? { digitableLine: payment.digitable_line } : {}),
            ...(payment.auth ? { auth: payment.auth } : {}),
          },
          relationId: payment.id,
        },
      ],
    });
    outbox.recordMovement(posted);
    const reason = [request.reason, request.description].filter(Boolean).join(' - ');
    await tx.query(
      `update payments set status = 'REVERSED', reverse_movement_id = $2, reversed_at = $3, updated_at = $3,
              message = $4 where id = $1`,
      [payment.id, movementId, now, reason ? `Estornado: ${reason}` : 'Estornado pelo cliente.'],
    );
    const entity = await readPayment(tx, payment.id);
    outbox.add(accountId, 'AccountPayment', { payment: entity });
    return entity;
  });
}

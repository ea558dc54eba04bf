import { randomUUID } from 'node:crypto';
import type { Receive, ReceiveReverseRequest } from '../../../generated/schemas.ts';
import { formatMoney, fromCents } from '../../../domain/index.ts';
import type { SandboxContext } from '../../context.ts';
import { Errors } from '../../errors.ts';
import { lockAccounts, postMovement } from '../../ledger/post-movement.ts';
import { REVERSE_REASONS } from '../../lookups/lookup-lists.ts';
import { INTERNAL_ACCOUNTS } from '../../seed/demo-data.ts';
import { centsOf } from '../amounts.ts';
import { sendInboxMessage } from '../messages.ts';
import { moneyTransaction } from '../money-transaction.ts';
import { newEndToEndId } from '../pix/dict.ts';
import { receiveEntity, receiveRow, withinRefundWindow } from './receive-entity.ts';

/** A ReverseReasons code; the list's label (its key, spec 001 §3) is read as its code too. */
function reasonCode(reason: string): string {
  const found = REVERSE_REASONS.find((item) => item.code === reason || item.label === reason);
  if (!found) throw Errors.invalidReverseReason(`Use um destes códigos: ${REVERSE_REASONS.map((item) => item.code).join(', ')}.`);
  return found.code;
}

/**
 * PUT Receives/{id}/Reverse: returns (devolução) part or all of a PIX received, never more than is
 * left of it and only within 90 days (sandbox clock). The money goes back to the sandbox payer, or to
 * the settlement account when the payer banks elsewhere. A return carries its own id (D + ISPB +
 * time + sequence, as the SPI's pacs.004) and the original end-to-end id. Once all of it has been
 * returned, the receive and its statement entry can no longer be reversed.
 */
export async function reverseReceive(
  ctx: SandboxContext,
  accountId: string,
  id: string,
  request: ReceiveReverseRequest,
): Promise<Receive> {
  if ((request.currency ?? 'BRL') !== 'BRL') throw Errors.unsupportedCurrency();
  const reason = reasonCode(request.reason);
  const amountCents = centsOf(request.amount);
  const now = ctx.clock.now();
  return moneyTransaction(ctx, async (tx, outbox) => {
    const receive = await receiveRow(tx, id, true);
    if (receive.account_id !== accountId) throw Errors.receiveNotFound();
    const left = receive.amount_cents - receive.reversed_cents;
    if (!receive.can_reverse || left <= 0) throw Errors.receiveNotReversible();
    if (!withinRefundWindow(receive, now)) throw Errors.refundWindowClosed();
    if (amountCents > left) throw Errors.refundAboveReceived(`Disponível para devolução: ${formatMoney(fromCents(left))}.`);

    const creditAccountId = receive.payer_account_id ?? INTERNAL_ACCOUNTS.settlement.id;
    await lockAccounts(tx, [accountId, creditAccountId]);
    const movementId = randomUUID();
    const returnId = `D${newEndToEndId(now).slice(1)}`;
    const metadata = {
      payer: receive.creditor,
      receiver: receive.payer,
      endToEndId: returnId,
      originalEndToEndId: receive.end_to_end_id,
      movementId,
      reason,
      ...(request.description ? { reasonDescription: request.description } : {}),
      ...(receive.key ? { key: receive.key } : {}),
    };
    const relatedToPayer = receive.transfer_id ?? receive.payment_id ?? receive.id;
    const posted = await postMovement(tx, {
      id: movementId,
      entity: 'RECEIVE_PIX',
      description: `Devolução PIX enviada - ${receive.payer.name}`,
      executedAt: now,
      postings: [
        {
          accountId,
          amountCents: -amountCents,
          description: `Devolução PIX enviada - ${receive.payer.name}`,
          metadata,
          relationId: receive.id,
        },
        {
          accountId: creditAccountId,
          amountCents,
          entity: receive.payer_entity ?? 'TRANSFER_PIX',
          description: `Devolução PIX recebida - ${receive.creditor.name}`,
          metadata,
          relationId: relatedToPayer,
        },
      ],
    });
    outbox.recordMovement(posted);
    await tx.query(
      `insert into receive_reversals (id, receive_id, amount_cents, reason, description, return_id, movement_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [randomUUID(), receive.id, amountCents, reason, request.description ?? null, returnId, movementId, now],
    );
    const reversed = receive.reversed_cents + amountCents;
    const whole = reversed >= receive.amount_cents;
    await tx.query(`update receives set reversed_cents = $2, status = $3, can_reverse = $4, updated_at = $5 where id = $1`, [
      receive.id,
      reversed,
      whole ? 'REVERSED' : 'PARTIALLY_REVERSED',
      !whole,
      now,
    ]);
    if (whole && receive.posting_id) {
      await tx.query('update postings set can_reverse = false where id = $1', [receive.posting_id]);
    }
    if (receive.billing_id) {
      await tx.query('update billings set amount_refunded_cents = amount_refunded_cents + $2, updated_at = $3 where id = $1', [
        receive.billing_id,
        amountCents,
        now,
      ]);
    }
    if (receive.payer_account_id) {
      await sendInboxMessage(tx, outbox, {
        accountId: receive.payer_account_id,
        title: 'Devolução PIX recebida',
        text: `${receive.creditor.name} devolveu ${formatMoney(fromCents(amountCents))} do seu PIX.`,
        at: now,
      });
    }
    return receiveEntity(await receiveRow(tx, receive.id), now);
  });
}

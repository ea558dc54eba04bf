import { randomUUID } from 'node:crypto';
import { assertWithinLimits } from '../../account-services/limits.ts';
import type { SandboxConfig } from '../../config.ts';
import type { Sql } from '../../db/database.ts';
import { assertCovers, lockAccounts, postMovement, type PostingInput } from '../../ledger/post-movement.ts';
import { INTERNAL_ACCOUNTS } from '../../seed/demo-data.ts';
import { DELAYED_SETTLEMENT_SECONDS, receivingBankAnswer } from '../magic-amounts.ts';
import { sendInboxMessage } from '../messages.ts';
import type { MoneyOutbox } from '../outbox.ts';
import { recordReceive } from '../receives/record-receive.ts';
import type { Transfer } from '../../../generated/schemas.ts';
import { transferEntity, transferRow, type TransferRow } from './transfer-entity.ts';
import { ENTITY, feeMetadata, reais, receiverPartyOf, RETURNED, transferMovement } from './transfer-movement.ts';

/**
 * Moves the money of an approved transfer, inside the approving transaction: the payer's debit
 * and the fee in one balanced movement, to the receiving sandbox account or, for another bank, to
 * the settlement account. A PIX into a sandbox account is recorded as a receive the receiver can
 * return. Limits are checked after the accounts are locked, so concurrent debits are counted.
 */
export async function executeTransfer(
  config: Pick<SandboxConfig, 'mode'>,
  tx: Sql,
  outbox: MoneyOutbox,
  id: string,
  now: Date,
): Promise<Transfer> {
  const transfer = await transferRow(tx, id);
  const creditAccountId = transfer.receiver_account_id ?? INTERNAL_ACCOUNTS.settlement.id;
  const feesAccount = transfer.fee_cents > 0 ? [INTERNAL_ACCOUNTS.fees.id] : [];
  const locked = await lockAccounts(tx, [transfer.account_id, creditAccountId, ...feesAccount]);
  assertCovers(
    locked.find((account) => account.id === transfer.account_id),
    transfer.amount_cents + transfer.fee_cents,
  );
  await assertWithinLimits(tx, {
    accountId: transfer.account_id,
    product: transfer.type === 'PIX' ? 'PIX' : 'TRANSFER',
    amountCents: transfer.amount_cents,
    at: now,
  });

  const prepared = transferMovement(transfer, await receiverPartyOf(tx, transfer), now);
  const movementId = prepared.movement.id;
  const posted = await postMovement(tx, prepared.movement);
  outbox.recordMovement(posted);

  if (transfer.receiver_account_id) {
    if (prepared.receive) await recordReceive(tx, prepared.receive);
    if (prepared.message) await sendInboxMessage(tx, outbox, prepared.message);
    return setOutcome(tx, transfer.id, { status: 'COMPLETED', movementId, now });
  }

  const answer = receivingBankAnswer(config, transfer.amount_cents);
  if (answer === 'SETTLED') return setOutcome(tx, transfer.id, { status: 'COMPLETED', movementId, now });
  if (answer === 'DELAYED') {
    const settleAt = new Date(now.getTime() + DELAYED_SETTLEMENT_SECONDS * 1000);
    return setOutcome(tx, transfer.id, { status: 'PROCESSING', movementId, now, settleAt });
  }
  const returnMovementId = await returnToPayer(tx, outbox, transfer, movementId, now);
  const rejected = await setOutcome(tx, transfer.id, {
    status: 'REJECTED',
    movementId,
    returnMovementId,
    now,
    message: 'Recusada pelo banco recebedor: conta de destino inválida. O valor foi devolvido.',
  });
  await sendInboxMessage(tx, outbox, {
    accountId: transfer.account_id,
    title: RETURNED[transfer.type],
    text: `A transferência de ${reais(transfer.amount_cents)} para ${transfer.receiver.name} foi recusada pelo banco recebedor e o valor voltou para a sua conta.`,
    status: 'ERROR',
    at: now,
  });
  return rejected;
}

/** The receiving bank refused the transfer: the amount, and the fee, come back from settlement. */
async function returnToPayer(
  tx: Sql,
  outbox: MoneyOutbox,
  transfer: TransferRow,
  movementId: string,
  now: Date,
): Promise<string> {
  const returnId = randomUUID();
  const entity = ENTITY[transfer.type];
  const metadata = {
    payer: transfer.payer,
    receiver: transfer.receiver,
    movementId: returnId,
    returnedMovementId: movementId,
    ...(transfer.key ? { key: transfer.key } : {}),
    ...(transfer.end_to_end_id ? { endToEndId: transfer.end_to_end_id } : {}),
  };
  const postings: PostingInput[] = [
    {
      accountId: INTERNAL_ACCOUNTS.settlement.id,
      amountCents: -transfer.amount_cents,
      description: `${RETURNED[transfer.type]} - ${transfer.receiver.name}`,
    },
    {
      accountId: transfer.account_id,
      amountCents: transfer.amount_cents,
      description: `${RETURNED[transfer.type]} - ${transfer.receiver.name}`,
      metadata,
      relationId: transfer.id,
    },
  ];
  if (transfer.fee_cents > 0) {
    postings.push(
      {
        accountId: INTERNAL_ACCOUNTS.fees.id,
        amountCents: -transfer.fee_cents,
        entity: 'PAYMENT_FEE',
        description: 'Estorno de tarifa',
      },
      {
        accountId: transfer.account_id,
        amountCents: transfer.fee_cents,
        entity: 'PAYMENT_FEE',
        description: `Estorno de tarifa - ${RETURNED[transfer.type]}`,
        metadata: feeMetadata(transfer, returnId),
        relationId: transfer.id,
      },
    );
  }
  const posted = await postMovement(tx, {
    id: returnId,
    entity,
    description: `${RETURNED[transfer.type]} - ${transfer.receiver.name}`,
    executedAt: now,
    postings,
  });
  outbox.recordMovement(posted);
  return returnId;
}

async function setOutcome(
  tx: Sql,
  id: string,
  outcome: {
    status: 'COMPLETED' | 'PROCESSING' | 'REJECTED';
    movementId: string;
    now: Date;
    settleAt?: Date;
    returnMovementId?: string;
    message?: string;
  },
): Promise<Transfer> {
  const [row] = await tx.query<TransferRow>(
    `update transfers set status = $2, movement_id = $3, approved_at = $4, updated_at = $4,
            completed_at = case when $2 = 'COMPLETED' then $4::timestamptz else null end,
            settle_at = $5, return_movement_id = $6, message = coalesce($7, message)
      where id = $1 returning *`,
    [
      id,
      outcome.status,
      outcome.movementId,
      outcome.now,
      outcome.settleAt ?? null,
      outcome.returnMovementId ?? null,
      outcome.message ?? null,
    ],
  );
  return transferEntity(row!);
}

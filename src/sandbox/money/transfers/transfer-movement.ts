import { randomUUID } from 'node:crypto';
import type { Party } from '../../../generated/schemas.ts';
import { formatMoney, fromCents } from '../../../domain/index.ts';
import type { Sql } from '../../db/database.ts';
import type { MovementInput, PostingInput } from '../../ledger/post-movement.ts';
import { INTERNAL_ACCOUNTS } from '../../seed/demo-data.ts';
import type { NewInboxMessage } from '../messages.ts';
import { accountParty, BANK_PARTY, publicParty } from '../parties.ts';
import type { NewReceive } from '../receives/record-receive.ts';
import type { TransferRow } from './transfer-entity.ts';

export const ENTITY = { INTERNAL: 'TRANSFER_INTERNAL', EXTERNAL: 'TRANSFER_EXTERNAL', PIX: 'TRANSFER_PIX' } as const;
export const SENT = { INTERNAL: 'Transferência enviada', EXTERNAL: 'TED enviada', PIX: 'PIX enviado' } as const;
export const RECEIVED = { INTERNAL: 'Transferência recebida', EXTERNAL: 'TED recebida', PIX: 'PIX recebido' } as const;
export const RETURNED = { INTERNAL: 'Transferência devolvida', EXTERNAL: 'TED devolvida', PIX: 'PIX devolvido' } as const;
const FEE = { INTERNAL: 'Tarifa de transferência', EXTERNAL: 'Tarifa de TED', PIX: 'Tarifa de PIX' } as const;

export const reais = (cents: number) => formatMoney(fromCents(cents));

export function feeMetadata(transfer: TransferRow, movementId: string) {
  return {
    payer: transfer.payer,
    receiver: BANK_PARTY,
    amount: fromCents(transfer.fee_cents),
    movementId,
    ...(transfer.end_to_end_id ? { endToEndId: transfer.end_to_end_id } : {}),
  };
}

/** What approving a transfer writes, every id made beforehand: the movement, and for a sandbox receiver its receive and message. */
export interface TransferMovement {
  movement: Omit<MovementInput, 'id' | 'postings'> & { id: string; postings: (PostingInput & { id: string })[] };
  /** A PIX into a sandbox account, which the receiver can return. */
  receive: NewReceive | null;
  /** The receiver's inbox message, when the receiver is a sandbox account. */
  message: (NewInboxMessage & { id: string }) | null;
}

/** The receiver as its own records show it: a PIX payer saw the tax id with asterisks, the receiver keeps it whole. */
export async function receiverPartyOf(sql: Sql, transfer: TransferRow): Promise<Party> {
  return transfer.type === 'PIX' && transfer.receiver_account_id
    ? publicParty(await accountParty(sql, transfer.receiver_account_id), transfer.key)
    : transfer.receiver;
}

/**
 * The money of an approved transfer: the payer's debit and the fee in one balanced movement, to the
 * receiving sandbox account or, for another bank, to the settlement account. One definition for
 * the approval in one statement and for the approval step by step.
 */
export function transferMovement(transfer: TransferRow, receiverParty: Party, now: Date): TransferMovement {
  const creditAccountId = transfer.receiver_account_id ?? INTERNAL_ACCOUNTS.settlement.id;
  const entity = ENTITY[transfer.type];
  const movementId = randomUUID();
  const receiveId = transfer.type === 'PIX' && transfer.receiver_account_id ? randomUUID() : null;
  const common = {
    movementId,
    ...(transfer.key ? { key: transfer.key } : {}),
    ...(transfer.end_to_end_id ? { endToEndId: transfer.end_to_end_id } : {}),
  };
  const postings: (PostingInput & { id: string })[] = [
    {
      id: randomUUID(),
      accountId: transfer.account_id,
      amountCents: -transfer.amount_cents,
      description: `${SENT[transfer.type]} - ${transfer.receiver.name}`,
      metadata: { payer: transfer.payer, receiver: transfer.receiver, ...common },
      relationId: transfer.id,
    },
    {
      id: randomUUID(),
      accountId: creditAccountId,
      amountCents: transfer.amount_cents,
      entity: receiveId ? 'RECEIVE_PIX' : entity,
      description: `${RECEIVED[transfer.type]} - ${transfer.payer.name}`,
      metadata: { payer: transfer.payer, receiver: receiverParty, ...common },
      relationId: receiveId ?? transfer.id,
      canReverse: !!receiveId,
    },
  ];
  if (transfer.fee_cents > 0) {
    postings.push(
      {
        id: randomUUID(),
        accountId: transfer.account_id,
        amountCents: -transfer.fee_cents,
        entity: 'PAYMENT_FEE',
        description: FEE[transfer.type],
        metadata: feeMetadata(transfer, movementId),
        relationId: transfer.id,
      },
      {
        id: randomUUID(),
        accountId: INTERNAL_ACCOUNTS.fees.id,
        amountCents: transfer.fee_cents,
        entity: 'PAYMENT_FEE',
        description: FEE[transfer.type],
      },
    );
  }
  const receiver = transfer.receiver_account_id;
  return {
    movement: {
      id: movementId,
      entity,
      description: `${SENT[transfer.type]} - ${transfer.receiver.name}`,
      executedAt: now,
      postings,
    },
    receive:
      receiveId && receiver
        ? {
            id: receiveId,
            accountId: receiver,
            type: 'PIX',
            amountCents: transfer.amount_cents,
            description: `PIX recebido - ${transfer.payer.name}`,
            payer: transfer.payer,
            creditor: receiverParty,
            payerAccountId: transfer.account_id,
            payerEntity: entity,
            transferId: transfer.id,
            key: transfer.key,
            endToEndId: transfer.end_to_end_id,
            postingId: postings[1]!.id,
            canReverse: true,
            at: now,
          }
        : null,
    message: receiver
      ? {
          id: randomUUID(),
          accountId: receiver,
          title: RECEIVED[transfer.type],
          text: `Você recebeu ${reais(transfer.amount_cents)} de ${transfer.payer.name}.`,
          at: now,
        }
      : null,
  };
}

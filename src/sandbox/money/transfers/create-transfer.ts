import { randomUUID } from 'node:crypto';
import type { Party, Transfer, TransferReceiver, TransferRequest } from '../../../generated/schemas.ts';
import { isValidCnpj, isValidCpf, unmaskTaxId } from '../../../domain/index.ts';
import type { AccountPrincipal } from '../../auth/guard.ts';
import type { SandboxContext } from '../../context.ts';
import { one, type Sql } from '../../db/database.ts';
import { Errors } from '../../errors.ts';
import { actorOf, assertOwnAccount } from '../access.ts';
import { centsOf } from '../amounts.ts';
import { feeFor, type FeeProduct } from '../fees.ts';
import { idempotent } from '../../idempotency.ts';
import { moneyTransaction } from '../money-transaction.ts';
import { accountParty, findAccountByBranchNumber, publicParty } from '../parties.ts';
import { findParticipant, isSandboxBank } from '../participants.ts';
import { newEndToEndId, payerViewOfReceiver, resolvePixKey } from '../pix/dict.ts';
import { transferEntity, type TransferRow } from './transfer-entity.ts';

interface Destination {
  receiver: Party;
  receiverAccountId: string | null;
  key: string | null;
  endToEndId: string | null;
}

/** The person or company behind a request: their user name for the records. */
export async function actorName(sql: Sql, principal: AccountPrincipal): Promise<string> {
  if (principal.scope === 'client') return `API ${principal.clientId}`;
  const user = await one<{ name: string }>(sql, 'select name from users where id = $1', [principal.userId]);
  return user?.name ?? '';
}

async function internalDestination(
  tx: Sql,
  payerAccountId: string,
  receiver: TransferReceiver | undefined,
): Promise<Destination> {
  if (!receiver) throw Errors.missingTransferField('Informe agência e conta do favorecido.');
  const account = await findAccountByBranchNumber(tx, receiver.branch, receiver.account);
  if (!account) throw Errors.receiverAccountNotFound();
  if (account.accountId === payerAccountId) throw Errors.sameAccount();
  return { receiver: publicParty(account), receiverAccountId: account.accountId, key: null, endToEndId: null };
}

function externalDestination(receiver: TransferReceiver | undefined): Destination {
  if (!receiver) throw Errors.missingTransferField('Informe banco, agência, conta, nome e CPF/CNPJ do favorecido.');
  if (!receiver.ispb && !receiver.compe) throw Errors.missingTransferField('Informe o ISPB ou o código COMPE do banco.');
  if (!receiver.name || !receiver.taxId) throw Errors.missingTransferField('Informe nome e CPF/CNPJ do favorecido.');
  const participant = findParticipant({ ispb: receiver.ispb ?? null, compe: receiver.compe ?? null });
  if (!participant) throw Errors.unknownBank();
  if (isSandboxBank(participant)) throw Errors.ownBankIsInternal();
  const taxId = unmaskTaxId(receiver.taxId);
  const personType = taxId.length === 11 ? 'N' : 'J';
  if (!(personType === 'N' ? isValidCpf(taxId) : isValidCnpj(taxId))) throw Errors.invalidReceiverTaxId();
  return {
    receiver: {
      name: receiver.name,
      personType,
      taxId,
      ispb: participant.ispb,
      bank: participant.name,
      ...(participant.compe ? { compe: participant.compe } : {}),
      branch: receiver.branch.padStart(4, '0'),
      account: receiver.account,
      accountType: receiver.accountType ?? 'CC',
    },
    receiverAccountId: null,
    key: null,
    endToEndId: null,
  };
}

async function pixDestination(tx: Sql, payerAccountId: string, key: string | undefined, at: Date): Promise<Destination> {
  if (!key) throw Errors.missingTransferField('Informe a chave PIX do favorecido.');
  const resolved = await resolvePixKey(tx, key);
  if (!resolved) throw Errors.pixKeyNotFound();
  if (resolved.accountId === payerAccountId) throw Errors.sameAccount();
  return {
    receiver: payerViewOfReceiver(resolved),
    receiverAccountId: resolved.accountId,
    key: resolved.key,
    endToEndId: newEndToEndId(at),
  };
}

const FEE_PRODUCT: Record<TransferRequest['type'], FeeProduct> = {
  INTERNAL: 'TRANSFER_INTERNAL',
  EXTERNAL: 'TRANSFER_EXTERNAL',
  PIX: 'TRANSFER_PIX',
};

/** Who a new operation is recorded for. */
export interface Actor {
  userId: string | null;
  userName: string;
}

/** Records a transfer that waits for approval, inside the caller's transaction. */
export async function insertTransfer(
  tx: Sql,
  accountId: string,
  request: Omit<TransferRequest, 'accountId'>,
  actor: Actor,
  now: Date,
): Promise<Transfer> {
  const amountCents = centsOf(request.amount);
  // Three reads that do not depend on each other, sent together.
  const [destination, payer, fee] = await Promise.all([
    request.type === 'INTERNAL'
      ? internalDestination(tx, accountId, request.receiver)
      : request.type === 'EXTERNAL'
        ? externalDestination(request.receiver)
        : pixDestination(tx, accountId, request.key, now),
    accountParty(tx, accountId).then((party) => publicParty(party)),
    feeFor(tx, accountId, FEE_PRODUCT[request.type], 'PAYMENT', amountCents),
  ]);
  const id = randomUUID();
  const [row] = await tx.query<TransferRow>(
    `insert into transfers (id, account_id, product_id, type, status, amount_cents, fee_cents, description, payer,
       receiver, receiver_account_id, key, end_to_end_id, user_id, user_name, created_at, updated_at)
     values ($1, $2, $3, $4, 'CREATED', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15) returning *`,
    [
      id,
      accountId,
      request.productId ?? null,
      request.type,
      amountCents,
      fee.cents,
      request.description ?? null,
      JSON.stringify(payer),
      JSON.stringify(destination.receiver),
      destination.receiverAccountId,
      destination.key,
      destination.endToEndId,
      actor.userId,
      actor.userName,
      now,
    ],
  );
  return transferEntity(row!);
}

/**
 * POST /api/Transactions/Transfers (and Transfers/PIX): records a transfer that waits for approval
 * (CREATED). Nothing moves yet: the balance is checked, and debited, when it is approved. The fee the
 * product charges is fixed now, so the holder sees it before approving.
 */
export async function createTransfer(
  ctx: SandboxContext,
  principal: AccountPrincipal,
  request: TransferRequest,
  idempotency: { key: string | undefined; fingerprint: unknown },
): Promise<{ replayed: boolean; body: Transfer }> {
  const accountId = assertOwnAccount(principal, request.accountId);
  centsOf(request.amount);
  const now = ctx.clock.now();
  if (idempotency.key === undefined) {
    // One write and no key to claim: the insert is a transaction of its own, as the reads before it are.
    const actor = { userId: actorOf(principal).userId, userName: await actorName(ctx.db, principal) };
    return { replayed: false, body: await insertTransfer(ctx.db, accountId, request, actor, now) };
  }
  return moneyTransaction(ctx, (tx) =>
    idempotent(tx, { accountId, key: idempotency.key, fingerprint: idempotency.fingerprint, now }, async () => {
      const actor = { userId: actorOf(principal).userId, userName: await actorName(tx, principal) };
      return insertTransfer(tx, accountId, request, actor, now);
    }),
  );
}

import { randomUUID } from 'node:crypto';
import type { Party, Transfer, TransferReceiver, TransferRequest } from '../../../generated/schemas.ts';
import { isValidCnpj, isValidCpf, unmaskTaxId } from '../../../domain/index.ts';
import type { AccountPrincipal } from '../../auth/guard.ts';
import type { SandboxContext } from '../../context.ts';
import { one, type Sql } from '../../db/database.ts';
import { Errors } from '../../errors.ts';
import { actorOf, assertOwnAccount } from '../access.ts';
import { centsOf } from '../amounts.ts';
import { feeOfRule, feeRuleJson, type FeeProduct, type FeeRule } from '../fees.ts';
import { idempotent } from '../../idempotency.ts';
import { moneyTransaction } from '../money-transaction.ts';
import { holderJson, partyOfRow, publicParty, storedBranchNumber, type HolderRow } from '../parties.ts';
import { findParticipant, isSandboxBank } from '../participants.ts';
import { newEndToEndId, payerViewOfReceiver, resolvePixKey } from '../pix/dict.ts';
import { rememberTransfer } from './recent-transfers.ts';
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

/** The receiving sandbox account, found by branch and number in the transfer's facts (`found`). */
function internalDestination(
  found: HolderRow | null,
  payerAccountId: string,
  receiver: TransferReceiver | undefined,
): Destination {
  if (!receiver) throw Errors.missingTransferField('Informe agência e conta do favorecido.');
  const account = found ? partyOfRow(found) : null;
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

/** What a new transfer needs to know, read in one round trip. */
interface TransferFacts {
  payer: HolderRow | null;
  /** The internal receiver named by branch and account, if any. */
  receiver: HolderRow | null;
  fee_rule: FeeRule | null;
  user_name: string | null;
}

/**
 * Records a transfer that waits for approval, inside the caller's transaction. The payer, an
 * internal receiver, the fee and the user's name (when `actor` does not give it) come from one
 * statement; a PIX key is resolved beside it.
 */
export async function insertTransfer(
  tx: Sql,
  accountId: string,
  request: Omit<TransferRequest, 'accountId'>,
  actor: { userId: string | null; userName?: string },
  now: Date,
): Promise<Transfer> {
  return transferEntity(await insertTransferRow(tx, accountId, request, actor, now));
}

async function insertTransferRow(
  tx: Sql,
  accountId: string,
  request: Omit<TransferRequest, 'accountId'>,
  actor: { userId: string | null; userName?: string },
  now: Date,
): Promise<TransferRow> {
  const amountCents = centsOf(request.amount);
  const internal =
    request.type === 'INTERNAL' && request.receiver
      ? storedBranchNumber(request.receiver.branch, request.receiver.account)
      : null;
  const [[facts], pix] = await Promise.all([
    tx.query<TransferFacts>(
      `select ${holderJson('a.id = $1')} as payer, ${holderJson('b.code = $2 and a.number = $3')} as receiver,
              ${feeRuleJson('$1', '$4', "'PAYMENT'")} as fee_rule, (select name from users where id = $5) as user_name`,
      [
        accountId,
        internal?.branch ?? null,
        internal?.number ?? null,
        FEE_PRODUCT[request.type],
        actor.userName === undefined ? actor.userId : null,
      ],
    ),
    request.type === 'PIX' ? pixDestination(tx, accountId, request.key, now) : null,
  ]);
  const destination =
    pix ??
    (request.type === 'INTERNAL'
      ? internalDestination(facts!.receiver, accountId, request.receiver)
      : externalDestination(request.receiver));
  if (!facts!.payer) throw Errors.accountNotFound();
  const payer = publicParty(partyOfRow(facts!.payer));
  const fee = feeOfRule(facts!.fee_rule, amountCents);
  const userName = actor.userName ?? facts!.user_name ?? '';
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
      userName,
      now,
    ],
  );
  return row!;
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
  // A user's name is read with the transfer's other facts; an API client's is its id.
  const actor = {
    userId: actorOf(principal).userId,
    ...(principal.scope === 'client' ? { userName: `API ${principal.clientId}` } : {}),
  };
  const insert = async (sql: Sql) => {
    const row = await insertTransferRow(sql, accountId, request, actor, now);
    rememberTransfer(ctx, row);
    return transferEntity(row);
  };
  // One write and no key to claim: the insert is a transaction of its own, as the reads before it are.
  if (idempotency.key === undefined) return { replayed: false, body: await insert(ctx.db) };
  return moneyTransaction(ctx, (tx) =>
    idempotent(tx, { accountId, key: idempotency.key, fingerprint: idempotency.fingerprint, now }, () => insert(tx)),
  );
}

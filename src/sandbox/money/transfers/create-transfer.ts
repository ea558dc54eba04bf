import { randomUUID } from 'node:crypto';
import type { Party, Transfer, TransferReceiver, TransferRequest } from '../../../generated/schemas.ts';
import { isValidCnpj, isValidCpf, unmaskTaxId } from '../../../domain/index.ts';
import type { AccountPrincipal } from '../../auth/guard.ts';
import type { SandboxContext } from '../../context.ts';
import { one, type Sql } from '../../db/database.ts';
import { GroupCommit } from '../../db/group-commit.ts';
import { Errors } from '../../errors.ts';
import { actorOf, assertOwnAccount } from '../access.ts';
import { centsOf } from '../amounts.ts';
import { feeOfRule, feeRuleJson, type FeeProduct, type FeeRule } from '../fees.ts';
import { idempotent, requestHash } from '../../idempotency.ts';
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

/** What a new transfer needs to know beyond its request, read for one or many in one round trip. */
interface TransferFacts {
  payer: HolderRow | null;
  /** The internal receiver named by branch and account, if any. */
  receiver: HolderRow | null;
  fee_rule: FeeRule | null;
  user_name: string | null;
}

/** A transfer to record: the request, who makes it and when, and a PIX key already resolved. */
interface NewTransfer {
  accountId: string;
  request: Omit<TransferRequest, 'accountId'>;
  actor: { userId: string | null; userName?: string };
  now: Date;
  /** The receiver a PIX key resolved to (DICT is read before the facts); null for other types. */
  pix: Destination | null;
}

/**
 * The items come as one JSON array rather than arrays of each column: PostgreSQL plans a prepared
 * statement over unnest() afresh at every call (it knows how many items each array holds, so each
 * custom plan looks cheaper than the generic one), and planning was most of the statement's cost.
 */
const TRANSFER_FACTS = `
  select ${holderJson('a.id = x.account_id')} as payer, ${holderJson('b.code = x.branch and a.number = x.number')} as receiver,
         ${feeRuleJson('x.account_id', 'x.product', "'PAYMENT'")} as fee_rule, (select name from users where id = x.user_id) as user_name
    from jsonb_to_recordset($1::jsonb) as x(n int, account_id uuid, branch text, number text, product text, user_id uuid)
   order by x.n`;

/** The facts of each new transfer, in order: payer, internal receiver, fee rule and the user's name (when the actor does not give it). */
async function readTransferFacts(sql: Sql, transfers: readonly NewTransfer[]): Promise<TransferFacts[]> {
  const internal = transfers.map(({ request }) =>
    request.type === 'INTERNAL' && request.receiver
      ? storedBranchNumber(request.receiver.branch, request.receiver.account)
      : null,
  );
  const items = transfers.map(({ accountId, request, actor }, n) => ({
    n,
    account_id: accountId,
    branch: internal[n]?.branch ?? null,
    number: internal[n]?.number ?? null,
    product: FEE_PRODUCT[request.type],
    user_id: actor.userName === undefined ? actor.userId : null,
  }));
  return sql.query<TransferFacts>(TRANSFER_FACTS, [JSON.stringify(items)]);
}

/**
 * The row of a new transfer, as the insert stores it (every column known beforehand), from its
 * request and facts; refuses what cannot be recorded (no receiver, the payer's own account, an
 * unknown bank, the payer not found).
 */
function newTransferRow(transfer: NewTransfer, facts: TransferFacts): TransferRow {
  const { accountId, request, actor, now } = transfer;
  const amountCents = centsOf(request.amount);
  const destination =
    transfer.pix ??
    (request.type === 'INTERNAL'
      ? internalDestination(facts.receiver, accountId, request.receiver)
      : externalDestination(request.receiver));
  if (!facts.payer) throw Errors.accountNotFound();
  return {
    id: randomUUID(),
    account_id: accountId,
    product_id: request.productId ?? null,
    type: request.type,
    status: 'CREATED',
    amount_cents: amountCents,
    fee_cents: feeOfRule(facts.fee_rule, amountCents).cents,
    description: request.description ?? null,
    payer: publicParty(partyOfRow(facts.payer)),
    receiver: destination.receiver,
    receiver_account_id: destination.receiverAccountId,
    key: destination.key,
    end_to_end_id: destination.endToEndId,
    movement_id: null,
    return_movement_id: null,
    failed_attempts: 0,
    message: null,
    settle_at: null,
    user_id: actor.userId,
    user_name: actor.userName ?? facts.user_name ?? '',
    created_at: now,
    updated_at: now,
    approved_at: null,
    completed_at: null,
    canceled_at: null,
  };
}

/** A new transfer's Idempotency-Key, claimed by the statement that records it, with the answer a repeat gets. */
interface TransferClaim {
  key: string;
  requestHash: string;
  response: Transfer;
}

const RECORD_TRANSFERS = `
  with item as (
    select * from jsonb_to_recordset($1::jsonb) as t(
      id uuid, account_id uuid, product_id uuid, type text, amount_cents bigint, fee_cents bigint, description text,
      payer jsonb, receiver jsonb, receiver_account_id uuid, key text, end_to_end_id text, user_id uuid, user_name text,
      created_at timestamptz, claim_key text, request_hash text, response jsonb)
  ), claimed as (
    insert into idempotency_keys (account_id, key, request_hash, status_code, response, created_at)
    select account_id, claim_key, request_hash, 200, response, created_at from item where claim_key is not null
        on conflict (account_id, key) do nothing
    returning (response->>'id')::uuid as transfer_id
  )
  insert into transfers (id, account_id, product_id, type, status, amount_cents, fee_cents, description, payer, receiver,
                         receiver_account_id, key, end_to_end_id, user_id, user_name, created_at, updated_at)
  select id, account_id, product_id, type, 'CREATED', amount_cents, fee_cents, description, payer, receiver,
         receiver_account_id, key, end_to_end_id, user_id, user_name, created_at, created_at
    from item
   where claim_key is null or id in (select transfer_id from claimed)
  returning id`;

/**
 * Records new transfers in one statement, each with the Idempotency-Key it claims, if any: a
 * transfer whose key another request already holds, or an earlier transfer of the same statement,
 * is not recorded (its caller then answers the repeat step by step). Answers the ids recorded.
 */
async function recordTransfers(
  sql: Sql,
  transfers: readonly { row: TransferRow; claim: TransferClaim | null }[],
): Promise<Set<string>> {
  const items = transfers.map(({ row, claim }) => ({
    ...row,
    claim_key: claim?.key ?? null,
    request_hash: claim?.requestHash ?? null,
    response: claim?.response ?? null,
  }));
  const recorded = await sql.query<{ id: string }>(RECORD_TRANSFERS, [JSON.stringify(items)]);
  return new Set(recorded.map((row) => row.id));
}

/**
 * Records a transfer that waits for approval, inside the caller's transaction: its facts in one
 * statement (a PIX key resolved first), then the row.
 */
export async function insertTransfer(
  tx: Sql,
  accountId: string,
  request: Omit<TransferRequest, 'accountId'>,
  actor: { userId: string | null; userName?: string },
  now: Date,
): Promise<Transfer> {
  return transferEntity(
    await insertTransferRow(tx, { accountId, request, actor, now, pix: await pixOf(tx, accountId, request, now) }),
  );
}

/** The receiver a PIX transfer's key names; null for other types. */
function pixOf(sql: Sql, accountId: string, request: Omit<TransferRequest, 'accountId'>, now: Date) {
  return request.type === 'PIX' ? pixDestination(sql, accountId, request.key, now) : Promise.resolve(null);
}

async function insertTransferRow(tx: Sql, transfer: NewTransfer): Promise<TransferRow> {
  const [facts] = await readTransferFacts(tx, [transfer]);
  const row = newTransferRow(transfer, facts!);
  await recordTransfers(tx, [{ row, claim: null }]);
  return row;
}

/** A transfer recorded (null when another request holds its key), or why it was refused. */
type BatchAnswer = { recorded: TransferRow | null } | { refused: unknown };

interface BatchItem {
  transfer: NewTransfer;
  claim: Omit<TransferClaim, 'response'> | null;
}

/** New transfers in one statement: up to 32 of those that arrive while others are being written share a commit. */
const MAX_BATCH = 32;
/** One batch written at a time, as for approvals (approval-statement.ts): the creates that arrive meanwhile fill the next. */
const MAX_IN_FLIGHT = 1;
const batches = new WeakMap<SandboxContext, GroupCommit<BatchItem, BatchAnswer>>();

/**
 * Reads the facts of a batch of new transfers in one statement and records those that can be in
 * another: two round trips and one commit for the batch, each transfer keeping its own answer.
 */
function batchesOf(ctx: SandboxContext): GroupCommit<BatchItem, BatchAnswer> {
  let group = batches.get(ctx);
  if (!group) {
    group = new GroupCommit<BatchItem, BatchAnswer>(
      async (items) => {
        const facts = await readTransferFacts(
          ctx.db,
          items.map((item) => item.transfer),
        );
        const answers: BatchAnswer[] = [];
        const rows: { row: TransferRow; claim: TransferClaim | null }[] = [];
        items.forEach((item, at) => {
          try {
            const row = newTransferRow(item.transfer, facts[at]!);
            rows.push({ row, claim: item.claim && { ...item.claim, response: transferEntity(row) } });
            answers.push({ recorded: row });
          } catch (error) {
            answers.push({ refused: error });
          }
        });
        const recorded = rows.length > 0 ? await recordTransfers(ctx.db, rows) : new Set<string>();
        return answers.map((answer) =>
          'recorded' in answer && answer.recorded && !recorded.has(answer.recorded.id) ? { recorded: null } : answer,
        );
      },
      {
        maxBatch: MAX_BATCH,
        maxInFlight: MAX_IN_FLIGHT,
        // A request whose key a batch in flight claims waits for it, and then finds the key held.
        keysOf: (item) => (item.claim ? [`${item.transfer.accountId} ${item.claim.key}`] : []),
      },
    );
    batches.set(ctx, group);
  }
  return group;
}

/** Records a new transfer with the others of its batch; null when another request holds its Idempotency-Key. */
async function recordTransferInBatch(
  ctx: SandboxContext,
  transfer: NewTransfer,
  claim: BatchItem['claim'],
): Promise<TransferRow | null> {
  const answer = await batchesOf(ctx).submit({ transfer, claim });
  if ('refused' in answer) throw answer.refused;
  return answer.recorded;
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
  const transfer: NewTransfer = { accountId, request, actor, now, pix: await pixOf(ctx.db, accountId, request, now) };
  const recorded = await recordTransferInBatch(
    ctx,
    transfer,
    idempotency.key === undefined
      ? null
      : {
          key: idempotency.key,
          requestHash: requestHash(idempotency.fingerprint),
        },
  );
  if (recorded) {
    rememberTransfer(ctx, recorded);
    return { replayed: false, body: transferEntity(recorded) };
  }
  // Another request holds the key: the step by step path answers its first result, refuses another
  // request with the key, or records this one when the key has expired.
  return moneyTransaction(ctx, (tx) =>
    idempotent(tx, { accountId, key: idempotency.key, fingerprint: idempotency.fingerprint, now }, async () => {
      const row = await insertTransferRow(tx, transfer);
      rememberTransfer(ctx, row);
      return transferEntity(row);
    }),
  );
}

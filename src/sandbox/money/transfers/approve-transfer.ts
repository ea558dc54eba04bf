import type { ApprovalRequest, Transfer } from '../../../generated/schemas.ts';
import { PRODUCT_ENTITIES } from '../../account-services/limit-rules.ts';
import { dayWindow, nightWindow } from '../../account-services/limit-windows.ts';
import { digestMatcher } from '../../auth/electronic-password-digest.ts';
import { forgetOpenSession, type AccountPrincipal } from '../../auth/guard.ts';
import type { SandboxContext } from '../../context.ts';
import { Errors } from '../../errors.ts';
import { approveInOneStatement, type StatementApproval } from '../approval/approval-statement.ts';
import { approverCredentials, forgetApprover } from '../approval/approver-cache.ts';
import { keyboardCandidates } from '../approval/electronic-password.ts';
import { DELAYED_SETTLEMENT_SECONDS, receivingBankAnswer } from '../magic-amounts.ts';
import { announceInboxMessage, inboxMessageRow } from '../messages.ts';
import { publishEvents } from '../money-transaction.ts';
import { MoneyOutbox } from '../outbox.ts';
import { receiveRow } from '../receives/record-receive.ts';
import { transferEntity, type TransferRow } from './transfer-entity.ts';
import { receiverPartyOf, transferMovement } from './transfer-movement.ts';

/** The password's candidates (one typed, or up to 64 from the virtual keyboard); null when the entry is malformed. */
function candidatesOf(password: ApprovalRequest['password']): string[] | null {
  if (typeof password === 'string') return password === '' ? null : [password];
  if (!Array.isArray(password)) return null;
  try {
    return keyboardCandidates(password);
  } catch {
    return null;
  }
}

/**
 * Approves a waiting transfer in one statement (approve_transfers, migration 013) when it is the
 * common case: a user approving with the right electronic password, the bank asking for the
 * password alone (and the dialog chose no other method), its digest current, and a receiving bank that settles at once or later. The
 * password is checked here against the digest held in memory; the statement checks, under the
 * locks, everything else the step-by-step path checks, and shares its commit with approvals
 * waiting on the same rows. Answers null when the case is not the common one or the statement
 * refused: the caller then takes the step-by-step path (decideOperation), which answers every
 * refusal as before. A session found closed is refused here, at once.
 */
export async function approveTransferAtOnce(
  ctx: SandboxContext,
  principal: AccountPrincipal,
  transfer: TransferRow,
  body: ApprovalRequest,
): Promise<Transfer | null> {
  if (principal.scope !== 'user') return null;
  // A method chosen in the dialog other than the password alone (the account's approvalMethods) takes the step-by-step path.
  if (body.type && body.type !== 'PASSWORD') return null;
  const candidates = candidatesOf(body.password);
  if (!candidates) return null;
  const credentials = await approverCredentials(ctx, principal.merchantId, principal.userId);
  if (!credentials || credentials.method !== 'PASSWORD' || !credentials.digest) return null;
  const key = ctx.config.electronicPasswordKey;
  const matches = digestMatcher(key, principal.userId, credentials.passwordHash, credentials.digest);
  if (!matches || !candidates.some(matches)) return null;
  const answer = transfer.receiver_account_id ? 'SETTLED' : receivingBankAnswer(ctx.config, transfer.amount_cents);
  if (answer === 'REJECTED') return null;

  const now = ctx.clock.now();
  const prepared = transferMovement(transfer, await receiverPartyOf(ctx.db, transfer), now);
  const { movement } = prepared;
  const product = transfer.type === 'PIX' ? 'PIX' : 'TRANSFER';
  const day = dayWindow(now);
  const night = nightWindow(now);
  const approval: StatementApproval = {
    transfer: transfer.id,
    account: transfer.account_id,
    session: principal.sessionId,
    user: principal.userId,
    passwordHash: credentials.passwordHash,
    digest: credentials.digest,
    merchant: principal.merchantId,
    approver: `user:${principal.userId}`,
    at: now,
    limit: {
      product,
      amount: transfer.amount_cents,
      entities: PRODUCT_ENTITIES[product],
      dayFrom: day.from,
      dayTo: day.to,
      nightFrom: night?.from ?? null,
      nightTo: night?.to ?? null,
    },
    movement: { id: movement.id, entity: movement.entity, description: movement.description },
    postings: movement.postings.map((posting) => ({
      id: posting.id,
      account: posting.accountId,
      amount: posting.amountCents,
      description: posting.description,
      entity: posting.entity ?? movement.entity,
      metadata: posting.metadata ?? null,
      relation: posting.relationId ?? null,
      canReverse: posting.canReverse ?? false,
    })),
    receive: prepared.receive ? receiveRow(prepared.receive) : null,
    message: prepared.message ? { ...inboxMessageRow(prepared.message), account_id: prepared.message.accountId } : null,
    outcome:
      answer === 'DELAYED'
        ? { status: 'PROCESSING', settleAt: new Date(now.getTime() + DELAYED_SETTLEMENT_SECONDS * 1000), message: null }
        : { status: 'COMPLETED', settleAt: null, message: null },
  };
  const decided = await approveInOneStatement(ctx, approval);
  if (decided.outcome === 'SESSION_CLOSED') {
    forgetOpenSession(ctx, principal.sessionId);
    throw Errors.unauthenticated();
  }
  if (decided.outcome === 'STALE_CREDENTIALS') forgetApprover(ctx, principal.merchantId, principal.userId);
  if (decided.outcome !== 'APPROVED') return null;

  const entity = transferEntity({
    ...transfer,
    status: approval.outcome.status,
    movement_id: movement.id,
    approved_at: now,
    updated_at: now,
    completed_at: approval.outcome.status === 'COMPLETED' ? now : null,
    settle_at: approval.outcome.settleAt,
    return_movement_id: null,
    message: decided.message,
    failed_attempts: decided.failedAttempts,
  });
  const outbox = new MoneyOutbox();
  outbox.recordMovement({
    movementId: movement.id,
    postings: approval.postings.map((posting, at) => ({
      id: posting.id,
      accountId: posting.account,
      amountCents: posting.amount,
      balanceAfterCents: decided.balances[at]!,
      entity: posting.entity,
      description: posting.description,
      metadata: posting.metadata,
      relationId: posting.relation,
      canReverse: posting.canReverse,
      executedAt: now,
    })),
  });
  if (prepared.message) announceInboxMessage(outbox, prepared.message.accountId, inboxMessageRow(prepared.message));
  outbox.add(transfer.account_id, 'AccountTransfer', { transfer: entity });
  publishEvents(ctx, outbox.sealWith(decided.accounts));
  return entity;
}

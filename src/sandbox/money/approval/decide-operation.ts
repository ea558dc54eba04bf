import type { AccountPrincipal } from '../../auth/guard.ts';
import type { SandboxContext } from '../../context.ts';
import { one, type Sql } from '../../db/database.ts';
import { Errors, type ApiError } from '../../errors.ts';
import { moneyTransaction } from '../money-transaction.ts';
import type { MoneyOutbox } from '../outbox.ts';
import type { ApprovalRequest } from '../../../generated/schemas.ts';
import { clearWrongApprovals } from './approval-lockout.ts';
import { checkApprovalCredentials, wrongApprovalError } from './approval-credentials.ts';
import { checkOneTimeToken, consumeOneTimeToken, MAX_WRONG_TRIES, type TokenHolder } from './one-time-tokens.ts';

/** A kind of operation that waits for approval: transfers and payments. */
export interface PendingKind<E> {
  table: 'transfers' | 'payments';
  /** The hub event sent on each status change, and the payload field that carries the entity. */
  hubTarget: 'AccountTransfer' | 'AccountPayment';
  payloadField: 'transfer' | 'payment';
  notFound: (detail?: string) => ApiError;
  notPending: (detail?: string) => ApiError;
  notCancelable: (detail?: string) => ApiError;
  read: (sql: Sql, id: string) => Promise<E>;
  /** Moves the money of an approved operation and sets its new status, inside the approving transaction; answers the entity. */
  execute: (tx: Sql, outbox: MoneyOutbox, id: string, now: Date) => Promise<E>;
  /**
   * Approves in one statement when the approval is the common case; null sends it down the
   * step-by-step path below, which answers every refusal.
   */
  approveAtOnce?: (principal: AccountPrincipal, row: PendingRow, body: ApprovalRequest) => Promise<E | null>;
  /** The operation as this process created it, when it still remembers it (nothing read before the approval). */
  knownRow?: (id: string) => PendingRow | undefined;
}

/** The operation's row as stored (a transfer's or a payment's columns). */
export type PendingRow = { id: string; account_id: string; status: string } & Record<string, unknown>;

const statusDetail = (status: string) => `Situação atual: ${status}.`;

async function pendingRow(ctx: SandboxContext, kind: PendingKind<unknown>, id: string, principal: AccountPrincipal) {
  const row = await one<PendingRow>(ctx.db, `select * from ${kind.table} where id = $1`, [id]);
  if (!row || row.account_id !== principal.accountId) throw kind.notFound();
  return row;
}

/** Locks the operation and checks it still waits for approval. */
async function lockPending(tx: Sql, kind: PendingKind<unknown>, id: string, refuse: (detail?: string) => ApiError) {
  const row = await one<{ status: string; failed_attempts: number }>(
    tx,
    `select status, failed_attempts from ${kind.table} where id = $1 for no key update`,
    [id],
  );
  if (!row) throw kind.notFound();
  if (row.status !== 'CREATED') throw refuse(statusDetail(row.status));
  return row;
}

/**
 * Cancels an operation that waits for approval (DELETE …/Cancel, or an approval with approved
 * false). Nothing moves; any other status is refused and left as it is.
 */
export async function cancelOperation<E>(
  ctx: SandboxContext,
  principal: AccountPrincipal,
  kind: PendingKind<E>,
  id: string,
  how: { refuse: (detail?: string) => ApiError; message: string },
): Promise<E> {
  const row = await pendingRow(ctx, kind, id, principal);
  if (row.status !== 'CREATED') throw how.refuse(statusDetail(row.status));
  const now = ctx.clock.now();
  return moneyTransaction(ctx, async (tx, outbox) => {
    await lockPending(tx, kind, id, how.refuse);
    await tx.query(
      `update ${kind.table} set status = 'CANCELED', canceled_at = $2, updated_at = $2, message = $3 where id = $1`,
      [id, now, how.message],
    );
    const entity = await kind.read(tx, id);
    outbox.add(row.account_id, kind.hubTarget, { [kind.payloadField]: entity });
    return entity;
  });
}

type CredentialCheck = { ok: true; tokenId: string | null } | { ok: false; remaining: number; wrongPassword: boolean };

/**
 * Checks the token (when the bank asks for one) and, when a credential is wrong, counts the try on
 * the operation in a transaction of its own, so the count stays even though the approval fails;
 * the fifth wrong try refuses the operation (REJECTED).
 */
async function countCredentials<E>(
  ctx: SandboxContext,
  kind: PendingKind<E>,
  id: string,
  accountId: string,
  given: { passwordOk: boolean; token: string | null; holder: TokenHolder },
): Promise<CredentialCheck> {
  return moneyTransaction(ctx, async (tx, outbox): Promise<CredentialCheck> => {
    const now = ctx.clock.now();
    const tokenId = given.token === null ? null : await checkOneTimeToken(tx, given.holder, given.token, now);
    if (given.passwordOk && (given.token === null || tokenId)) return { ok: true, tokenId };
    const locked = await lockPending(tx, kind, id, kind.notPending);
    const attempts = locked.failed_attempts + 1;
    const rejected = attempts >= MAX_WRONG_TRIES;
    await tx.query(
      `update ${kind.table} set failed_attempts = $2, updated_at = $3,
              status = case when $4 then 'REJECTED' else status end,
              message = case when $4 then $5 else message end
        where id = $1`,
      [id, attempts, now, rejected, 'Recusada após 5 tentativas inválidas de senha ou token.'],
    );
    if (rejected) outbox.add(accountId, kind.hubTarget, { [kind.payloadField]: await kind.read(tx, id) });
    return { ok: false, remaining: MAX_WRONG_TRIES - attempts, wrongPassword: !given.passwordOk };
  });
}

/**
 * POST …/{id}/Approval. Disapproval cancels. Approval checks the credentials the bank's
 * configuration asks for (electronic password, one-time token or both); each wrong attempt is
 * counted on the operation, and the fifth refuses it (REJECTED). Right credentials move the money in
 * one transaction that first re-checks, under the operation's row lock, that it still waits: two
 * racing approvals, or an approval racing a cancel, can never both act.
 */
export async function decideOperation<E>(
  ctx: SandboxContext,
  principal: AccountPrincipal,
  kind: PendingKind<E>,
  id: string,
  body: ApprovalRequest,
): Promise<E> {
  const known = body.approved ? kind.knownRow?.(id) : undefined;
  let triedAtOnce = false;
  if (known && known.account_id === principal.accountId && known.status === 'CREATED' && kind.approveAtOnce) {
    triedAtOnce = true;
    const atOnce = await kind.approveAtOnce(principal, known, body);
    if (atOnce) return atOnce;
  }
  const row = await pendingRow(ctx, kind, id, principal);
  if (row.status !== 'CREATED') throw kind.notPending(statusDetail(row.status));
  if (!body.approved) {
    return cancelOperation(ctx, principal, kind, id, { refuse: kind.notPending, message: 'Reprovada pelo cliente.' });
  }
  // A refusal of the statement wrote nothing: once is enough, the step-by-step path answers it.
  const atOnce = triedAtOnce ? null : await kind.approveAtOnce?.(principal, row, body);
  if (atOnce) return atOnce;

  const { needsToken, passwordOk, approver, tokenHolder } = await checkApprovalCredentials(ctx, principal, body);
  const check =
    passwordOk && !needsToken
      ? ({ ok: true, tokenId: null } as const)
      : await countCredentials(ctx, kind, id, row.account_id, {
          passwordOk,
          token: needsToken ? body.token! : null,
          holder: tokenHolder,
        });
  if (!check.ok) throw await wrongApprovalError(ctx, approver, check);
  await clearWrongApprovals(ctx, approver);

  return moneyTransaction(ctx, async (tx, outbox) => {
    const now = ctx.clock.now();
    await lockPending(tx, kind, id, kind.notPending);
    if (check.tokenId && !(await consumeOneTimeToken(tx, check.tokenId, now))) throw Errors.invalidToken();
    const entity = await kind.execute(tx, outbox, id, now);
    outbox.add(row.account_id, kind.hubTarget, { [kind.payloadField]: entity });
    return entity;
  });
}

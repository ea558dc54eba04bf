import type { SandboxContext } from '../../context.ts';
import { one } from '../../db/database.ts';
import { Errors } from '../../errors.ts';

/** Wrong electronic passwords or tokens in a row, on any operations, before the approver is locked out. */
export const MAX_WRONG_APPROVALS_IN_A_ROW = 5;
export const APPROVAL_LOCK_MINUTES = 30;

/**
 * Refuses an approval while the approver (`user:<id>` or `client:<id>`) is locked out: each
 * operation refuses itself at its own fifth wrong try, and this lock stops the guessing from moving
 * on to the next operation. Other approvers are not touched.
 */
export async function assertApprovalsOpen(ctx: SandboxContext, approver: string): Promise<void> {
  const row = await one<{ locked_until: Date | null }>(ctx.db, 'select locked_until from approval_lockouts where holder = $1', [
    approver,
  ]);
  const until = row?.locked_until ? new Date(row.locked_until).getTime() : 0;
  const left = until - ctx.clock.now().getTime();
  if (left > 0) throw Errors.approvalsLocked(`Tente novamente em ${Math.ceil(left / 60_000)} minutos.`);
}

/** Counts a wrong try; the fifth in a row locks the approver and starts a new count. Answers whether it locked. */
export async function recordWrongApproval(ctx: SandboxContext, approver: string): Promise<boolean> {
  const now = ctx.clock.now();
  const row = await one<{ locked_until: Date | null }>(
    ctx.db,
    `insert into approval_lockouts as lockout (holder, failed_tries) values ($1, 1)
     on conflict (holder) do update set
       failed_tries = case when lockout.failed_tries + 1 >= $2 then 0 else lockout.failed_tries + 1 end,
       locked_until = case when lockout.failed_tries + 1 >= $2 then $3::timestamptz else lockout.locked_until end
     returning locked_until`,
    [approver, MAX_WRONG_APPROVALS_IN_A_ROW, new Date(now.getTime() + APPROVAL_LOCK_MINUTES * 60_000)],
  );
  return !!row?.locked_until && new Date(row.locked_until).getTime() > now.getTime();
}

/** A right password or token ends the run of wrong tries. */
export async function clearWrongApprovals(ctx: SandboxContext, approver: string): Promise<void> {
  await ctx.db.query('delete from approval_lockouts where holder = $1', [approver]);
}

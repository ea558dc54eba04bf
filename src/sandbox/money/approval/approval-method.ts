import { one } from '../../db/database.ts';
import { approvalMethodsOf } from '../../account-services/account-config.ts';
import type { SandboxContext } from '../../context.ts';
import { Errors } from '../../errors.ts';

/** spec 000 §3 bank configuration methodApproveTransaction; spec 000 §9 default PASSWORD. */
export type ApprovalMethod = 'PASSWORD' | 'TOKEN' | 'PASSWORD_TOKEN';

export async function approvalMethod(ctx: SandboxContext, merchantId: string): Promise<ApprovalMethod> {
  const row = await one<{ method: string | null }>(
    ctx.db,
    `select configuration->>'methodApproveTransaction' as method from merchants where id = $1`,
    [merchantId],
  );
  return toApprovalMethod(row?.method);
}

/** The merchant configuration's methodApproveTransaction as the bank reads it: PASSWORD unless TOKEN or PASSWORD_TOKEN. */
export function toApprovalMethod(configured: string | null | undefined): ApprovalMethod {
  const method = configured?.toUpperCase();
  return method === 'TOKEN' || method === 'PASSWORD_TOKEN' ? method : 'PASSWORD';
}

/**
 * The method one approval is checked by: the one chosen in the dialog (the body's type) when the
 * account lets its users choose it (its config's approvalMethods), else the bank's method. A choice
 * the account does not offer is refused.
 */
export async function chosenApprovalMethod(
  ctx: SandboxContext,
  principal: { merchantId: string; accountId: string },
  chosen: ApprovalMethod | undefined,
): Promise<ApprovalMethod> {
  const bank = await approvalMethod(ctx, principal.merchantId);
  if (!chosen) return bank;
  const row = await one<{ config: Record<string, unknown> | null }>(ctx.db, 'select config from accounts where id = $1', [
    principal.accountId,
  ]);
  const offered = approvalMethodsOf(row?.config ?? {});
  if (chosen === bank || offered.includes(chosen)) return chosen;
  throw Errors.approvalMethodNotOffered();
}

import { one } from '../../db/database.ts';
import type { SandboxContext } from '../../context.ts';

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

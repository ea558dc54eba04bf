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
  const method = row?.method?.toUpperCase();
  return method === 'TOKEN' || method === 'PASSWORD_TOKEN' ? method : 'PASSWORD';
}

import type { Sql } from '../db/database.ts';
import { ensureLimitRows } from '../account-services/limit-rows.ts';
import { DEMO_ACCOUNTS } from './demo-data.ts';

/** Demo data of the account services: every demo account starts with the bank's initial limits. */
export async function seedAccountServices(tx: Sql, now: Date): Promise<void> {
  for (const holder of DEMO_ACCOUNTS) await ensureLimitRows(tx, holder.accountId, now);
}

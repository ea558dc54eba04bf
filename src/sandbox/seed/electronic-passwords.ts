import type { Sql } from '../db/database.ts';
import { storeElectronicPasswordDigest } from '../auth/electronic-password-digest.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD_CHANGE_OPERATOR } from './demo-data.ts';

/** Stores the electronic password's digest of every demo operator, so their first approval is fast too. */
export async function seedElectronicPasswords(sql: Sql, key: string): Promise<void> {
  const operators = [
    ...DEMO_ACCOUNTS.map((holder) => ({ id: holder.operator.userId, password: holder.operator.password })),
    { id: DEMO_PASSWORD_CHANGE_OPERATOR.userId, password: DEMO_PASSWORD_CHANGE_OPERATOR.password },
  ];
  for (const operator of operators) {
    const rows = await sql.query<{ password_hash: string }>('select password_hash from users where id = $1', [operator.id]);
    const passwordHash = rows[0]?.password_hash;
    if (passwordHash) await storeElectronicPasswordDigest(sql, key, { id: operator.id, passwordHash }, operator.password);
  }
}

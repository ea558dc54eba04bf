import type { Sql } from '../db/database.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD_CHANGE_OPERATOR as OPERATOR } from './demo-data.ts';

/** Seeds the operator who must change the password at the first sign-in (users.change_password). */
export async function seedPasswordChangeOperator(tx: Sql, openedAt: Date, passwordHash: string): Promise<void> {
  const account = DEMO_ACCOUNTS.find((holder) => holder.key === OPERATOR.accountKey)!;
  await tx.query(
    `insert into people (id, person_type, tax_id, name, nationality, created_at, updated_at)
     values ($1, 'N', $2, $3, 'BR', $4, $4)`,
    [OPERATOR.personId, OPERATOR.taxId, OPERATOR.name, openedAt],
  );
  await tx.query(
    `insert into users (id, account_id, person_id, user_name, name, email, password_hash, change_password, roles, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, true, $8, $9, $9)`,
    [
      OPERATOR.userId,
      account.accountId,
      OPERATOR.personId,
      OPERATOR.userName,
      OPERATOR.name,
      `${OPERATOR.userName}@balcao.example`,
      passwordHash,
      [...OPERATOR.roles],
      openedAt,
    ],
  );
}

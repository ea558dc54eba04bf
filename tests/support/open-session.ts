import type { AuthData } from '../../src/generated/schemas.ts';
import { one } from '../../src/sandbox/db/database.ts';
import { openSession } from '../../src/sandbox/auth/sessions.ts';
import type { RunningSandbox } from '../../src/sandbox/start.ts';

/**
 * Opens a session for an operator straight in a test sandbox (it runs in the test's own process),
 * with the sandbox's own `openSession`: the same session row and tokens the sign-in answers, with
 * two-factor pending when the operator has it on. The password is not checked: each check costs an
 * scrypt at the stored cost (N=2^12 for the operators the test bank seeds, 2^17 for a password set
 * since), and only the tests of the sign-in itself need it; they call the sign-in.
 */
export async function openSessionFor(
  sandbox: RunningSandbox,
  operator: { accountId: string; userName: string },
  expires?: number,
): Promise<AuthData> {
  const { ctx } = sandbox;
  const user = await one<{ id: string; merchant_id: string; a2f_enabled: boolean; locked: boolean }>(
    ctx.db,
    `select u.id, a.merchant_id, u.a2f_enabled, a.locked
       from users u join accounts a on a.id = u.account_id
      where u.account_id = $1 and lower(u.user_name) = lower($2)`,
    [operator.accountId, operator.userName],
  );
  if (!user) throw new Error(`no operator ${operator.userName} in account ${operator.accountId}`);
  if (user.locked) throw new Error(`the account ${operator.accountId} is locked: sign in through the API to test that`);
  return ctx.db.transaction((tx) =>
    openSession(
      ctx,
      tx,
      { userId: user.id, accountId: operator.accountId, merchantId: user.merchant_id, a2fRequired: user.a2f_enabled },
      expires,
    ),
  );
}

/**
 * The raw-SQL ceiling of bench:ledger: how many transfers a second the same database takes when
 * each is one statement sent straight to it, with no HTTP, no approval and no sandbox: lock both
 * accounts in id order, check the payer's funds, move the balances, and write the movement and its
 * two postings. The approved-transfers figure is then read as a share of this one, which holds on
 * a machine whose other load comes and goes.
 */
import type { Database } from '../../src/sandbox/db/database.ts';

export const TRANSFER_STATEMENT = `
  with locked as (
    select id, balance_cents, blocked_debit_cents from accounts where id = any($1::uuid[]) order by id for no key update
  ), payer as (
    select id from locked where id = $2 and balance_cents - blocked_debit_cents >= $3
  ), moved as (
    update accounts a set balance_cents = a.balance_cents + case when a.id = $2 then -$3::bigint else $3::bigint end,
           updated_at = now()
      from payer where a.id = any($1::uuid[])
    returning a.id, a.balance_cents
  ), movement as (
    insert into movements (id, entity, description, executed_at, created_at)
    select gen_random_uuid(), 'TRANSFER_INTERNAL', 'Transferência de teste de carga', now(), now() from payer
    returning id
  )
  insert into postings (id, movement_id, account_id, amount_cents, balance_after_cents, description, entity, executed_at)
  select gen_random_uuid(), movement.id, moved.id, case when moved.id = $2 then -$3::bigint else $3::bigint end,
         moved.balance_cents, 'Transferência de teste de carga', 'TRANSFER_INTERNAL', now()
    from movement, moved`;

/** Transfers a second of TRANSFER_STATEMENT from `clients` concurrent callers over random pairs of `accountIds`. */
export async function transferCeiling(
  db: Database,
  accountIds: readonly string[],
  clients: number,
  seconds: number,
): Promise<number> {
  let done = 0;
  const deadline = performance.now() + seconds * 1000;
  const begin = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const payerAt = Math.floor(Math.random() * accountIds.length);
        const receiverAt = (payerAt + 1 + Math.floor(Math.random() * (accountIds.length - 1))) % accountIds.length;
        const payer = accountIds[payerAt]!;
        await db.query(TRANSFER_STATEMENT, [[payer, accountIds[receiverAt]!], payer, 1]);
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - begin) / 1000);
}

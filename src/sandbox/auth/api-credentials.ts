import { randomBytes, randomUUID } from 'node:crypto';
import type { ApiCredential, ApiCredentialList } from '../../generated/schemas.ts';
import type { SandboxContext } from '../context.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { hashPassword } from './passwords.ts';

interface CredentialRow {
  id: string;
  account_id: string;
  client_id: string;
  name: string;
  created_by: string | null;
  created_at: Date;
}

function credentialEntity(row: CredentialRow): ApiCredential {
  return {
    id: row.id,
    accountId: row.account_id,
    clientId: row.client_id,
    name: row.name,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** GET /api/Accounts/{id}/Credentials: the credentials in force, oldest first. */
export async function listCredentials(sql: Sql, accountId: string): Promise<ApiCredentialList> {
  const rows = await sql.query<CredentialRow>(
    `select c.id, c.account_id, c.client_id, c.name, u.name as created_by, c.created_at
       from api_clients c left join users u on u.id = c.created_by
      where c.account_id = $1 and c.deleted_at is null order by c.created_at, c.client_id`,
    [accountId],
  );
  const items = rows.map(credentialEntity);
  return {
    currentPage: 1,
    totalPages: items.length ? 1 : 0,
    pageSize: Math.max(items.length, 1),
    totalCount: items.length,
    hasPrevious: false,
    hasNext: false,
    items,
  };
}

/**
 * POST /api/Accounts/{id}/Credentials: a client id and a secret of 256 random bits. The secret is
 * answered this once and kept only as its scrypt hash, as passwords are; the grant takes it at once.
 */
export async function createCredential(
  sql: Sql,
  accountId: string,
  userId: string,
  name: string,
  now: Date,
): Promise<ApiCredential> {
  const clientId = `bc_${randomBytes(12).toString('hex')}`;
  const secret = randomBytes(32).toString('base64url');
  const [row] = await sql.query<CredentialRow>(
    `insert into api_clients (client_id, account_id, secret_hash, created_at, id, name, created_by)
     values ($1, $2, $3, $4, $5, $6, $7)
     returning id, account_id, client_id, name, (select name from users where id = $7) as created_by, created_at`,
    [clientId, accountId, await hashPassword(secret), now, randomUUID(), name.trim(), userId],
  );
  return { ...credentialEntity(row!), clientSecret: secret };
}

/**
 * DELETE /api/Accounts/Credentials/{userId}: the credential grants nothing from now on, and every
 * session it opened ends at once (its access tokens stop at their next call, in every process).
 */
export async function deleteCredential(ctx: SandboxContext, accountId: string, id: string): Promise<void> {
  const now = ctx.clock.now();
  const closed = await ctx.db.transaction(async (tx) => {
    const credential = await one<{ client_id: string }>(
      tx,
      'update api_clients set deleted_at = $3 where id = $1 and account_id = $2 and deleted_at is null returning client_id',
      [id, accountId, now],
    );
    if (!credential) throw Errors.credentialNotFound();
    return tx.query<{ id: string }>(
      'update sessions set signed_out_at = $2 where client_id = $1 and signed_out_at is null returning id',
      [credential.client_id, now],
    );
  });
  for (const session of closed) ctx.events.emit('sessionClosed', session.id);
}

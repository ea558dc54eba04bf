import { randomUUID } from 'node:crypto';
import type { PixKey, PixKeyRequest } from '../../../generated/schemas.ts';
import { canonicalPixKey, isValidPixKey } from '../../../domain/index.ts';
import { one, type Sql } from '../../db/database.ts';
import { Errors } from '../../errors.ts';
import { accountParty } from '../parties.ts';
import { EXTERNAL_DICT } from './dict.ts';

/** DICT's limit of keys per account: 5 for a person, 20 for a company. */
const MAX_KEYS = { N: 5, J: 20 } as const;

interface PixKeyRow {
  id: string;
  account_id: string;
  type: PixKey['type'];
  key: string;
  created_at: Date;
}

function pixKeyEntity(row: PixKeyRow): PixKey {
  return {
    id: row.id,
    accountId: row.account_id,
    type: row.type,
    key: row.key,
    status: 'ACTIVE',
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listPixKeys(sql: Sql, accountId: string): Promise<PixKey[]> {
  const rows = await sql.query<PixKeyRow>(
    'select id, account_id, type, key, created_at from pix_keys where account_id = $1 and deleted_at is null order by created_at, id',
    [accountId],
  );
  return rows.map(pixKeyEntity);
}

/** The key as it will be registered, after the rules of its type. */
async function keyToRegister(tx: Sql, accountId: string, request: PixKeyRequest): Promise<string> {
  if (request.type === 'EVP') return randomUUID();
  if (request.type === 'CPF' || request.type === 'CNPJ') {
    const holder = await accountParty(tx, accountId);
    if ((request.type === 'CPF') !== (holder.personType === 'N')) throw Errors.wrongTaxIdKeyType();
    const key = request.key ? canonicalPixKey(request.key) : holder.taxId;
    if (request.key && !isValidPixKey(request.key, request.type)) throw Errors.invalidPixKey();
    if (key !== holder.taxId) throw Errors.taxIdKeyNotHolder();
    return key;
  }
  if (!request.key || !isValidPixKey(request.key, request.type)) throw Errors.invalidPixKey();
  return canonicalPixKey(request.key)!;
}

/**
 * Registers a key for the account. One owner per key across the bank (and the keys the sandbox
 * DICT knows at other banks): a taken key is a 409. The partial unique index settles races.
 */
export async function registerPixKey(tx: Sql, accountId: string, request: PixKeyRequest, now: Date): Promise<PixKey> {
  const key = await keyToRegister(tx, accountId, request);
  const holder = await accountParty(tx, accountId);
  const taken = await one(tx, 'select 1 from pix_keys where key = $1 and deleted_at is null', [key]);
  if (taken || EXTERNAL_DICT.some((entry) => entry.key === key)) throw Errors.pixKeyTaken();
  const [count] = await tx.query<{ total: number }>(
    'select count(*)::int as total from pix_keys where account_id = $1 and deleted_at is null',
    [accountId],
  );
  if ((count?.total ?? 0) >= MAX_KEYS[holder.personType]) {
    throw Errors.pixKeyLimitReached(`Máximo de ${MAX_KEYS[holder.personType]} chaves.`);
  }
  const row: PixKeyRow = { id: randomUUID(), account_id: accountId, type: request.type, key, created_at: now };
  try {
    await tx.query('insert into pix_keys (id, account_id, type, key, created_at) values ($1, $2, $3, $4, $5)', [
      row.id,
      row.account_id,
      row.type,
      row.key,
      row.created_at,
    ]);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw Errors.pixKeyTaken();
    throw error;
  }
  return pixKeyEntity(row);
}

/** Deletes one of the account's keys; another account's key is answered as not found. */
export async function deletePixKey(tx: Sql, accountId: string, keyId: string, now: Date): Promise<void> {
  const deleted = await one(
    tx,
    'update pix_keys set deleted_at = $3 where id = $1 and account_id = $2 and deleted_at is null returning id',
    [keyId, accountId, now],
  );
  if (!deleted) throw Errors.pixKeyNotFound();
}

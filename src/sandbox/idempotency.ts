import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { one, type Sql } from './db/database.ts';
import { Errors } from './errors.ts';

/** How long a key answers with its first result (sandbox clock). */
const KEY_LIFETIME_MS = 24 * 3_600_000;
const KEY_FORMAT = /^[\x21-\x7e]{1,128}$/;

export interface IdempotentRequest {
  accountId: string;
  key: string | undefined;
  /** The route and its parameters and body: a repeat must send the same. */
  fingerprint: unknown;
  now: Date;
}

/** The Idempotency-Key header, validated; undefined when the caller sent none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_FORMAT.test(key)) throw Errors.invalidIdempotencyKey();
  return key;
}

/** What a repeat must match: method, route, path parameters and body. */
export function requestFingerprint(request: FastifyRequest): unknown {
  return { method: request.method, route: request.routeOptions.url, params: request.params, body: request.body ?? null };
}

/**
 * Runs `work` once per Idempotency-Key, inside the caller's transaction: the key is claimed with
 * the same transaction that moves the money, so a repeat (even a concurrent one, which waits on the
 * key's row) answers the first result and does nothing. The same key with another request is a 422.
 * A failed request keeps nothing, so it can be retried with its key.
 */
export async function idempotent<T>(
  tx: Sql,
  request: IdempotentRequest,
  work: () => Promise<T>,
): Promise<{ replayed: boolean; body: T }> {
  if (request.key === undefined) return { replayed: false, body: await work() };
  const hash = requestHash(request.fingerprint);
  const claimed = await one(
    tx,
    `insert into idempotency_keys (account_id, key, request_hash, status_code, response, created_at)
     values ($1, $2, $3, 0, 'null', $4) on conflict (account_id, key) do nothing returning key`,
    [request.accountId, request.key, hash, request.now],
  );
  if (!claimed) {
    const first = await one<{ request_hash: string; response: T; created_at: Date }>(
      tx,
      'select request_hash, response, created_at from idempotency_keys where account_id = $1 and key = $2 for no key update',
      [request.accountId, request.key],
    );
    const expired = !first || request.now.getTime() - new Date(first.created_at).getTime() > KEY_LIFETIME_MS;
    if (!expired) {
      if (first.request_hash !== hash) throw Errors.idempotencyKeyReused();
      return { replayed: true, body: first.response };
    }
    await tx.query(
      `update idempotency_keys set request_hash = $3, status_code = 0, response = 'null', created_at = $4
        where account_id = $1 and key = $2`,
      [request.accountId, request.key, hash, request.now],
    );
  }
  const body = await work();
  await tx.query('update idempotency_keys set status_code = 200, response = $3 where account_id = $1 and key = $2', [
    request.accountId,
    request.key,
    JSON.stringify(body),
  ]);
  return { replayed: false, body };
}

/** What a key's row keeps of its request, to tell a repeat from another request. */
export function requestHash(fingerprint: unknown): string {
  return createHash('sha256').update(canonicalJson(fingerprint)).digest('base64url');
}

/** Marks a repeated answer, as payment APIs do. */
export function markReplay(reply: FastifyReply, replayed: boolean): void {
  if (replayed) reply.header('Idempotent-Replayed', 'true');
}

/** JSON with object keys sorted, so the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

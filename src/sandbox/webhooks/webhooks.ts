import { randomUUID } from 'node:crypto';
import type { Webhook, WebhookDelivery, WebhookDeliveryPage, WebhookList, WebhookRequest } from '../../generated/schemas.ts';
import type { SandboxMode } from '../config.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { pagedList, pageWindow, type PageQuery } from '../paging.ts';
import { newWebhookSecret } from './signature.ts';
import { webhookUrlRefusal, type UrlRefusal } from './url-rules.ts';

export const WEBHOOK_TYPES: readonly Webhook['type'][] = ['TRANSACTION', 'TRANSFER', 'PAYMENT', 'BILLING', 'PIX'];

interface WebhookRow {
  id: string;
  account_id: string;
  type: Webhook['type'];
  url: string | null;
  mtls: boolean;
  is_active: boolean;
  secret: string;
  created_at: Date;
  updated_at: Date;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function webhookEntity(row: WebhookRow): Webhook {
  return {
    id: row.id,
    accountId: row.account_id,
    type: row.type,
    url: row.url,
    mTLS: row.mtls,
    isActive: row.is_active,
    signingSecret: row.secret,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

/** The account's webhooks, one per type; a type the account has none of yet gets one, with no url. */
export async function listWebhooks(sql: Sql, accountId: string, now: Date): Promise<WebhookList> {
  const rows = await sql.query<WebhookRow>('select * from webhooks where account_id = $1', [accountId]);
  const missing = WEBHOOK_TYPES.filter((type) => !rows.some((row) => row.type === type));
  for (const type of missing) {
    await sql.query(
      `insert into webhooks (id, account_id, type, url, mtls, is_active, secret, created_at, updated_at)
       values ($1, $2, $3, null, false, true, $4, $5, $5) on conflict (account_id, type) do nothing`,
      [randomUUID(), accountId, type, newWebhookSecret(), now],
    );
  }
  const all = missing.length ? await sql.query<WebhookRow>('select * from webhooks where account_id = $1', [accountId]) : rows;
  const order = (row: WebhookRow) => WEBHOOK_TYPES.indexOf(row.type);
  return { items: all.sort((a, b) => order(a) - order(b)).map(webhookEntity) };
}

const REFUSALS: Record<UrlRefusal, string> = {
  MALFORMED: 'Informe um endereço completo, como https://exemplo.com.br/webhook.',
  SCHEME: 'O endereço deve começar com https://.',
  HTTP_NOT_LOOPBACK: 'O endereço deve usar https (http só para 127.0.0.1 ou localhost em modo demonstração).',
  PRIVATE_ADDRESS: 'Endereços de rede privada, de loopback ou link-local não são aceitos.',
  CREDENTIALS_IN_URL: 'O endereço não pode conter usuário e senha.',
};

/** The webhook of the account, for its owner; another account's is answered as not found. */
export async function webhookOf(sql: Sql, accountId: string, id: string): Promise<WebhookRow> {
  const row = await one<WebhookRow>(sql, 'select * from webhooks where id = $1 and account_id = $2', [id, accountId]);
  if (!row) throw Errors.webhookNotFound();
  return row;
}

/**
 * PUT /api/Accounts/Webhooks/{id}: its url (checked by the url rules), type, mTLS and whether it is
 * active. Events still waiting when it is turned off or its url removed are canceled.
 */
export async function updateWebhook(
  sql: Sql,
  accountId: string,
  id: string,
  request: WebhookRequest,
  mode: SandboxMode,
  now: Date,
): Promise<Webhook> {
  const current = await webhookOf(sql, accountId, id);
  const url = request.url.trim() === '' ? null : request.url.trim();
  if (url) {
    const refusal = webhookUrlRefusal(url, mode);
    if (refusal) throw Errors.webhookUrlRefused(REFUSALS[refusal]);
    if (request.mTLS && !url.startsWith('https:')) throw Errors.webhookUrlRefused('O mTLS só se aplica a endereços https.');
  }
  if (request.type !== current.type) {
    const taken = await one(sql, 'select 1 from webhooks where account_id = $1 and type = $2 and id <> $3', [
      accountId,
      request.type,
      id,
    ]);
    if (taken) throw Errors.webhookTypeTaken();
  }
  const [row] = await sql.query<WebhookRow>(
    `update webhooks set type = $2, url = $3, mtls = $4, is_active = $5, updated_at = $6 where id = $1 returning *`,
    [id, request.type, url, request.mTLS, request.isActive, now],
  );
  if (!url || !request.isActive) {
    await sql.query(
      `update webhook_events set status = 'CANCELED', claimed_until = null where webhook_id = $1 and status = 'PENDING'`,
      [id],
    );
  }
  return webhookEntity(row!);
}

interface EventRow {
  id: string;
  webhook_id: string;
  type: Webhook['type'];
  status: WebhookDelivery['status'];
  attempts: number;
  last_status_code: number | null;
  last_answer: string | null;
  last_error: string | null;
  last_attempt_at: Date | null;
  next_attempt_at: Date;
  delivered_at: Date | null;
  created_at: Date;
}

/** The webhook's delivery log, newest first. */
export async function listDeliveries(sql: Sql, accountId: string, id: string, query: PageQuery): Promise<WebhookDeliveryPage> {
  await webhookOf(sql, accountId, id);
  const window = pageWindow(query);
  const [count] = await sql.query<{ total: number }>('select count(*)::int as total from webhook_events where webhook_id = $1', [
    id,
  ]);
  const rows = await sql.query<EventRow>(
    `select id, webhook_id, type, status, attempts, last_status_code, last_answer, last_error, last_attempt_at,
            next_attempt_at, delivered_at, created_at
       from webhook_events where webhook_id = $1 order by seq desc limit ${window.limit} offset ${window.offset}`,
    [id],
  );
  const items: WebhookDelivery[] = rows.map((row) => ({
    id: row.id,
    webhookId: row.webhook_id,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastAnswer: row.last_error ?? row.last_answer,
    lastAttemptAt: iso(row.last_attempt_at),
    nextAttemptAt: row.status === 'PENDING' ? iso(row.next_attempt_at) : null,
    deliveredAt: iso(row.delivered_at),
    createdAt: iso(row.created_at)!,
  }));
  return pagedList(window, count?.total ?? 0, items);
}

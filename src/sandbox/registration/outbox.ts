import { randomUUID } from 'node:crypto';
import type { OutboxMessage, OutboxPage, OutboxQuery } from '../../generated/schemas.ts';
import type { Sql } from '../db/database.ts';
import { pagedList, pageWindow } from '../paging.ts';

/** Why the bank wrote: testers filter the outbox by it. */
export type OutboxPurpose =
  | 'PHONE_TOKEN'
  | 'CONTACT_TOKEN'
  | 'REGISTRATION_STATUS'
  | 'ACCOUNT_OPENED'
  | 'TEMPORARY_PASSWORD'
  | 'PASSWORD_RESET';

export interface OutgoingMessage {
  channel: 'SMS' | 'EMAIL';
  /** A phone as ddi + ddd + number digits, or an e-mail address. */
  recipient: string;
  subject?: string;
  body: string;
  purpose: OutboxPurpose;
  accountId: string | null;
  at: Date;
}

/**
 * The bank "sends" an SMS or an e-mail: it is written to sent_messages in the caller's transaction,
 * so a message of work that was rolled back was never sent. Testers read it at GET /api/Sandbox/Outbox.
 */
export async function sendMessage(tx: Sql, message: OutgoingMessage): Promise<void> {
  await tx.query(
    `insert into sent_messages (id, channel, recipient, subject, body, purpose, account_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      randomUUID(),
      message.channel,
      message.recipient,
      message.subject ?? null,
      message.body,
      message.purpose,
      message.accountId,
      message.at,
    ],
  );
}

/** A phone as the outbox names it: 055 11 987654321 → 5511987654321. */
export function phoneRecipient(phone: { ddi: string; ddd: string; number: string }): string {
  return `${phone.ddi}${phone.ddd}${phone.number}`.replace(/\D/g, '').replace(/^0+/, '').replace(/^(55)0/, '$1');
}

interface SentRow {
  id: string;
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  subject: string | null;
  body: string;
  purpose: string;
  account_id: string | null;
  created_at: Date;
}

/** The outbox, newest first, filtered by recipient, channel, account and purpose. */
export async function readOutbox(sql: Sql, query: OutboxQuery): Promise<OutboxPage> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace('?', `$${params.length}`));
  };
  if (query.to) add(query.to.includes('@') ? 'lower(recipient) = lower(?)' : 'recipient = ?', query.to.includes('@') ? query.to : query.to.replace(/\D/g, ''));
  if (query.channel) add('channel = ?', query.channel);
  if (query.accountId) add('account_id = ?', query.accountId);
  if (query.purpose) add('purpose = ?', query.purpose);
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const window = pageWindow(query);
  const [count] = await sql.query<{ total: number }>(`select count(*)::int as total from sent_messages ${filter}`, params);
  const rows = await sql.query<SentRow>(
    `select id, channel, recipient, subject, body, purpose, account_id, created_at from sent_messages ${filter}
      order by created_at desc, id limit ${window.limit} offset ${window.offset}`,
    params,
  );
  const items: OutboxMessage[] = rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    purpose: row.purpose,
    accountId: row.account_id,
    createdAt: new Date(row.created_at).toISOString(),
  }));
  return pagedList(window, count?.total ?? 0, items);
}

import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/database.ts';
import type { MoneyOutbox } from './outbox.ts';

/** spec 001 §3 Message: id, title, text, createdAt, isRead (status colours the icon: ERROR, CANCELED). */
export interface InboxMessage {
  id: string;
  title: string;
  text: string;
  status: string | null;
  createdAt: string;
  isRead: boolean;
}

export interface MessageRow {
  id: string;
  title: string;
  text: string;
  status: string | null;
  created_at: Date;
  is_read: boolean;
}

export function inboxMessage(row: MessageRow): InboxMessage {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    isRead: row.is_read,
  };
}

/** Puts a message in the account's inbox; the hub sends AccountNotification once the transaction commits. */
export async function sendInboxMessage(
  tx: Sql,
  outbox: MoneyOutbox,
  message: { accountId: string; title: string; text: string; status?: string; at: Date },
): Promise<InboxMessage> {
  const row: MessageRow = {
    id: randomUUID(),
    title: message.title,
    text: message.text,
    status: message.status ?? null,
    created_at: message.at,
    is_read: false,
  };
  await tx.query(
    'insert into messages (id, account_id, title, text, status, is_read, created_at) values ($1, $2, $3, $4, $5, false, $6)',
    [row.id, message.accountId, row.title, row.text, row.status, row.created_at],
  );
  const entry = inboxMessage(row);
  outbox.add(message.accountId, 'AccountNotification', { message: entry, title: entry.title, body: entry.text });
  return entry;
}

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

export interface NewInboxMessage {
  /** The message's id, when the caller needs it beforehand. */
  id?: string;
  accountId: string;
  title: string;
  text: string;
  status?: string;
  at: Date;
}

/** The row a new message is stored as. */
export function inboxMessageRow(message: NewInboxMessage): MessageRow {
  return {
    id: message.id ?? randomUUID(),
    title: message.title,
    text: message.text,
    status: message.status ?? null,
    created_at: message.at,
    is_read: false,
  };
}

/** The hub's AccountNotification of a stored message, sent once the transaction commits. */
export function announceInboxMessage(outbox: MoneyOutbox, accountId: string, row: MessageRow): InboxMessage {
  const entry = inboxMessage(row);
  outbox.add(accountId, 'AccountNotification', { message: entry, title: entry.title, body: entry.text });
  return entry;
}

/** Puts a message in the account's inbox; the hub sends AccountNotification once the transaction commits. */
export async function sendInboxMessage(tx: Sql, outbox: MoneyOutbox, message: NewInboxMessage): Promise<InboxMessage> {
  const row = inboxMessageRow(message);
  await tx.query(
    'insert into messages (id, account_id, title, text, status, is_read, created_at) values ($1, $2, $3, $4, $5, false, $6)',
    [row.id, message.accountId, row.title, row.text, row.status, row.created_at],
  );
  return announceInboxMessage(outbox, message.accountId, row);
}

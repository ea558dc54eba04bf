import type { Address, Card } from '../../generated/schemas.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import type { CardStatus } from './card-status.ts';

export interface CardRow {
  id: string;
  account_id: string;
  holder_id: string;
  product_id: string | null;
  workflow_id: string | null;
  display_name: string;
  number: string | null;
  type: string;
  status: CardStatus;
  additional_card: boolean;
  expiry_month: number | null;
  expiry_year: number | null;
  address: Address | null;
  failed_attempts: number;
  message: string | null;
  created_at: Date;
  updated_at: Date;
}

const iso = (value: Date) => new Date(value).toISOString();

export function cardEntity(row: CardRow): Card {
  return {
    id: row.id,
    accountId: row.account_id,
    holderId: row.holder_id,
    productId: row.product_id,
    workflowId: row.workflow_id,
    displayName: row.display_name,
    number: row.number,
    type: row.type,
    status: row.status,
    additionalCard: row.additional_card,
    expiryMonth: row.expiry_month,
    expiryYear: row.expiry_year,
    ...(row.address ? { address: row.address } : {}),
    message: row.message,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The card, when it belongs to the account (locked for update when asked); another account's card is not found. */
export async function cardRow(sql: Sql, accountId: string, id: string, lock = false): Promise<CardRow> {
  const row = await one<CardRow>(sql, `select * from cards where id = $1${lock ? ' for no key update' : ''}`, [id]);
  if (!row || row.account_id !== accountId) throw Errors.cardNotFound();
  return row;
}

export async function readCard(sql: Sql, accountId: string, id: string): Promise<Card> {
  return cardEntity(await cardRow(sql, accountId, id));
}

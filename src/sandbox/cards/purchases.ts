import type { CardPurchase, CardPurchasePage } from '../../generated/schemas.ts';
import { fromCents } from '../../domain/index.ts';
import type { Sql } from '../db/database.ts';
import { pageWindow, pagedList, type PageQuery } from '../paging.ts';

interface PurchaseRow {
  id: string;
  card_id: string;
  holder_id: string;
  card_number: string | null;
  description: string;
  merchant_name: string;
  amount_cents: number;
  currency: 'BRL';
  installments: number;
  status: CardPurchase['status'];
  created_at: Date;
}

function purchaseEntity(row: PurchaseRow): CardPurchase {
  return {
    id: row.id,
    cardId: row.card_id,
    holderId: row.holder_id,
    cardNumber: row.card_number,
    createdAt: new Date(row.created_at).toISOString(),
    description: row.description,
    merchantName: row.merchant_name,
    amount: fromCents(row.amount_cents),
    currency: row.currency,
    installments: row.installments,
    status: row.status,
  };
}

/**
 * Purchases of a card (GET /api/Cards/{id}/Purchases) or of every card of a holder
 * (GET /api/CardHolders/{id}/Purchases), newest first. The caller has checked the card or holder is its own.
 */
export async function listPurchases(
  sql: Sql,
  of: { cardId: string } | { holderId: string },
  query: PageQuery,
): Promise<CardPurchasePage> {
  const window = pageWindow(query);
  const [column, value] = 'cardId' in of ? ['p.card_id', of.cardId] : ['p.holder_id', of.holderId];
  const [count] = await sql.query<{ total: number }>(`select count(*)::int as total from card_purchases p where ${column} = $1`, [
    value,
  ]);
  const rows = await sql.query<PurchaseRow>(
    `select p.id, p.card_id, p.holder_id, c.number as card_number, p.description, p.merchant_name, p.amount_cents,
            p.currency, p.installments, p.status, p.created_at
       from card_purchases p join cards c on c.id = p.card_id
      where ${column} = $1 order by p.created_at desc, p.id limit $2 offset $3`,
    [value, window.limit, window.offset],
  );
  return pagedList(window, count?.total ?? 0, rows.map(purchaseEntity));
}

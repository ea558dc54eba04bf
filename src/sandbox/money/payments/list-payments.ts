import type { PaymentList } from '../../../generated/schemas.ts';
import type { Sql } from '../../db/database.ts';
import { pageWindow, pagedList, type PageQuery } from '../../paging.ts';
import { createdBetween, type DateRangeQuery } from '../query-dates.ts';
import { paymentEntity, PAYMENT_COLUMNS, type PaymentRow } from './payment-entity.ts';

export interface PaymentQuery extends PageQuery, DateRangeQuery {
  accountId?: string;
  status?: string;
  type?: string;
}

/** GET /api/Transactions/Payments: the caller's payments, newest first. */
export async function listPayments(sql: Sql, accountId: string, query: PaymentQuery): Promise<PaymentList> {
  const window = pageWindow(query);
  const range = createdBetween(query);
  const where = `account_id = $1 and ($2::text is null or status = $2) and ($3::text is null or type = $3)
      and ($4::timestamptz is null or created_at >= $4) and ($5::timestamptz is null or created_at < $5)`;
  const params = [accountId, query.status ?? null, query.type ?? null, range.from, range.to];
  const [count] = await sql.query<{ total: number }>(`select count(*)::int as total from payments where ${where}`, params);
  const rows = await sql.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments where ${where} order by created_at desc, id limit $6 offset $7`,
    [...params, window.limit, window.offset],
  );
  return pagedList(window, count?.total ?? 0, rows.map(paymentEntity));
}

import { randomUUID } from 'node:crypto';
import type { Tariff, TariffPage, TariffRequest } from '../../generated/schemas.ts';
import { fromCents, toCents } from '../../domain/index.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import type { FeeProduct } from '../money/fees.ts';
import { pagedList, pageWindow, type PageQuery } from '../paging.ts';
import { productOf } from './products.ts';

/** The side each operation is charged on (docs/back-office.md): the payer pays transfers, the receiver charges and PIX received. */
export const TARIFF_SIDE: Record<TariffRequest['operation'], 'PAYMENT' | 'RECEIVE'> = {
  TRANSFER_INTERNAL: 'PAYMENT',
  TRANSFER_EXTERNAL: 'PAYMENT',
  TRANSFER_PIX: 'PAYMENT',
  BILLING_BANK_SLIP: 'RECEIVE',
  BILLING_QRCODE: 'RECEIVE',
  BILLING_PIX: 'RECEIVE',
  RECEIVE_PIX: 'RECEIVE',
} satisfies Partial<Record<FeeProduct, 'PAYMENT' | 'RECEIVE'>>;

interface TariffRow {
  id: string;
  product_id: string;
  name: string;
  operation: TariffRequest['operation'];
  kind: 'PAYMENT' | 'RECEIVE';
  fixed_cents: string | number;
  percentage_basis_points: number;
  active: boolean;
  created_at: Date;
  disabled_at: Date | null;
}

const COLUMNS =
  't.id, t.product_id, t.name, t.operation, t.kind, t.fixed_cents, t.percentage_basis_points, t.active, t.created_at, t.disabled_at';

const toTariff = (row: TariffRow): Tariff => ({
  id: row.id,
  productId: row.product_id,
  name: row.name,
  operation: row.operation,
  kind: row.kind,
  amount: fromCents(Number(row.fixed_cents)),
  percentage: row.percentage_basis_points / 100,
  active: row.active,
  createdAt: new Date(row.created_at).toISOString(),
  disabledAt: row.disabled_at ? new Date(row.disabled_at).toISOString() : null,
});

/** GET /api/Products/{productId}/Tariffs: the product's tariffs, active and disabled, newest first. */
export async function tariffPage(sql: Sql, merchantId: string, productId: string, paging: PageQuery): Promise<TariffPage> {
  await productOf(sql, merchantId, productId);
  const window = pageWindow(paging);
  const [count] = await sql.query<{ total: number }>('select count(*)::int as total from tariffs where product_id = $1', [
    productId,
  ]);
  const rows = await sql.query<TariffRow>(
    `select ${COLUMNS} from tariffs t where t.product_id = $1 order by t.active desc, t.created_at desc, t.id
      limit ${window.limit} offset ${window.offset}`,
    [productId],
  );
  return pagedList(window, count?.total ?? 0, rows.map(toTariff));
}

/** A tariff of one of the merchant's products; BO10005 otherwise. */
export async function tariffOf(sql: Sql, merchantId: string, id: string): Promise<Tariff> {
  const row = await one<TariffRow>(
    sql,
    `select ${COLUMNS} from tariffs t join products p on p.id = t.product_id where t.id = $1 and p.merchant_id = $2`,
    [id, merchantId],
  );
  if (!row) throw Errors.tariffNotFound();
  return toTariff(row);
}

/**
 * A new tariff, in force from now on: the ledger charges the newest active tariff of the account's
 * product for the operation (src/sandbox/money/fees.ts).
 */
export async function createTariff(
  sql: Sql,
  merchantId: string,
  productId: string,
  request: TariffRequest,
  at: Date,
): Promise<Tariff> {
  await productOf(sql, merchantId, productId);
  const side = TARIFF_SIDE[request.operation];
  if (request.kind !== side) throw Errors.tariffWrongSide(`${request.operation} é cobrada em ${side}.`);
  const fixedCents = toCents(request.amount ?? 0);
  const basisPoints = Math.round((request.percentage ?? 0) * 100);
  if (fixedCents <= 0 && basisPoints <= 0) throw Errors.tariffEmpty();
  const id = randomUUID();
  await sql.query(
    `insert into tariffs (id, product_id, name, operation, kind, fixed_cents, percentage_basis_points, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, productId, request.name.trim(), request.operation, request.kind, fixedCents, basisPoints, at],
  );
  return tariffOf(sql, merchantId, id);
}

/** DELETE /api/Products/Tariffs/{id}: the tariff stops applying; its row stays, disabled. */
export async function disableTariff(sql: Sql, merchantId: string, id: string, at: Date): Promise<Tariff> {
  await tariffOf(sql, merchantId, id);
  await sql.query('update tariffs set active = false, disabled_at = coalesce(disabled_at, $2) where id = $1', [id, at]);
  return tariffOf(sql, merchantId, id);
}

import { randomUUID } from 'node:crypto';
import type { Product, ProductPage, ProductQuery, ProductRequest } from '../../generated/schemas.ts';
import { one, type Sql } from '../db/database.ts';
import { Errors } from '../errors.ts';
import { productSubTypesOf } from '../lookups/lookup-lists.ts';
import { pagedList, pageWindow } from '../paging.ts';

interface ProductRow {
  id: string;
  merchant_id: string;
  name: string;
  type: string;
  sub_type: string | null;
  description: string | null;
  workflow_id: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, merchant_id, name, type, sub_type, description, workflow_id, created_at, updated_at';

const toProduct = (row: ProductRow): Product => ({
  id: row.id,
  merchantId: row.merchant_id,
  name: row.name,
  type: row.type,
  subType: row.sub_type,
  description: row.description,
  workflowId: row.workflow_id,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** Escapes a user's text for a LIKE pattern. */
const likeText = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/** A product of the merchant that is not deleted; BO10002 otherwise (another merchant's too). */
export async function productOf(sql: Sql, merchantId: string, id: string): Promise<Product> {
  const row = await one<ProductRow>(
    sql,
    `select ${COLUMNS} from products where id = $1 and merchant_id = $2 and deleted_at is null`,
    [id, merchantId],
  );
  if (!row) throw Errors.productNotFound();
  return toProduct(row);
}

/** Any merchant's live product by id, or null (the card calls check their product with it). */
export async function productById(sql: Sql, id: string): Promise<Product | null> {
  const row = await one<ProductRow>(sql, `select ${COLUMNS} from products where id = $1 and deleted_at is null`, [id]);
  return row ? toProduct(row) : null;
}

/** GET /api/Products: one page of the merchant's products, by type and name. */
export async function productPage(sql: Sql, merchantId: string, query: ProductQuery): Promise<ProductPage> {
  const params: unknown[] = [merchantId];
  const where = ['merchant_id = $1', 'deleted_at is null'];
  if (query.type) {
    params.push(query.type.toUpperCase());
    where.push(`type = $${params.length}`);
  }
  if (query.search?.trim()) {
    params.push(likeText(query.search.trim()));
    where.push(`name ilike '%' || $${params.length} || '%'`);
  }
  const window = pageWindow(query);
  const [count] = await sql.query<{ total: number }>(
    `select count(*)::int as total from products where ${where.join(' and ')}`,
    params,
  );
  const rows = await sql.query<ProductRow>(
    `select ${COLUMNS} from products where ${where.join(' and ')} order by type, name, id limit ${window.limit} offset ${window.offset}`,
    params,
  );
  return pagedList(window, count?.total ?? 0, rows.map(toProduct));
}

/** The sub-type must be one of the type's (GET /api/Common/ProductTypes/{type}/Subs). */
function checkedRequest(request: ProductRequest): ProductRequest {
  const subs = productSubTypesOf(request.type) ?? [];
  const subType = request.subType?.trim() ? request.subType.trim().toUpperCase() : null;
  if (subType && !subs.some((item) => item.key === subType)) throw Errors.productSubTypeUnknown(`${subType} (${request.type}).`);
  return { ...request, name: request.name.trim(), subType, description: request.description?.trim() || null };
}

export async function createProduct(sql: Sql, merchantId: string, request: ProductRequest, at: Date): Promise<Product> {
  const body = checkedRequest(request);
  const row = await one<ProductRow>(
    sql,
    `insert into products (id, merchant_id, name, type, sub_type, description, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7) returning ${COLUMNS}`,
    [randomUUID(), merchantId, body.name, body.type, body.subType, body.description, at],
  );
  return toProduct(row!);
}

export async function updateProduct(
  sql: Sql,
  merchantId: string,
  id: string,
  request: ProductRequest,
  at: Date,
): Promise<Product> {
  const body = checkedRequest(request);
  await productOf(sql, merchantId, id);
  const row = await one<ProductRow>(
    sql,
    `update products set name = $2, type = $3, sub_type = $4, description = $5, updated_at = $6 where id = $1 returning ${COLUMNS}`,
    [id, body.name, body.type, body.subType, body.description, at],
  );
  return toProduct(row!);
}

/** Deletes a product no account and no card uses (its row stays, marked deleted); BO10004 otherwise. */
export async function deleteProduct(sql: Sql, merchantId: string, id: string, at: Date): Promise<void> {
  await productOf(sql, merchantId, id);
  const [use] = await sql.query<{ accounts: number; cards: number }>(
    `select (select count(*)::int from accounts where product_id = $1) as accounts,
            (select count(*)::int from cards where product_id = $1) as cards`,
    [id],
  );
  if (use && (use.accounts || use.cards)) throw Errors.productInUse(`${use.accounts} conta(s) e ${use.cards} cartão(ões).`);
  await sql.query('update products set deleted_at = $2, updated_at = $2 where id = $1', [id, at]);
}

/** GET /api/Products/AutoComplete: filters compare keys exactly and the name by any part, ignoring case and accents. */
export async function autoCompleteProducts(
  sql: Sql,
  filter: {
    merchantId: string;
    productType?: string | undefined;
    productSubType?: string | undefined;
    name?: string | undefined;
  },
): Promise<Product[]> {
  const rows = await sql.query<ProductRow>(
    `select ${COLUMNS} from products where merchant_id = $1 and deleted_at is null
        and ($2::text is null or type = upper($2)) and ($3::text is null or sub_type = upper($3))
      order by type, name, id`,
    [filter.merchantId, filter.productType || null, filter.productSubType || null],
  );
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const wanted = filter.name ? fold(filter.name.trim()) : '';
  return rows.map(toProduct).filter((product) => !wanted || fold(product.name).includes(wanted));
}

import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/database.ts';
import { BUSINESS_ACCOUNT_PRODUCT_ID, PRODUCTS } from '../products/catalog.ts';
import { DEMO_ACCOUNTS, DEMO_MERCHANT } from './demo-data.ts';

/**
 * The business account's tariffs (docs/sandbox-money.md): R$ 8,50 per TED, R$ 2,50 per bank slip
 * received and 0,99% of each PIX charge received. The personal account has none: people pay nothing.
 */
const BUSINESS_TARIFFS = [
  { name: 'TED para outro banco', operation: 'TRANSFER_EXTERNAL', kind: 'PAYMENT', fixedCents: 850, basisPoints: 0 },
  { name: 'Boleto recebido', operation: 'BILLING_BANK_SLIP', kind: 'RECEIVE', fixedCents: 250, basisPoints: 0 },
  { name: 'Cobrança PIX recebida', operation: 'BILLING_PIX', kind: 'RECEIVE', fixedCents: 0, basisPoints: 99 },
] as const;

/** The demo bank's products and tariffs, and each demo account's product; runs before any money moves. */
export async function seedProducts(tx: Sql, at: Date): Promise<void> {
  for (const product of PRODUCTS) {
    await tx.query(
      `insert into products (id, merchant_id, name, type, sub_type, workflow_id, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $7)`,
      [product.id, product.merchantId, product.name, product.type, product.subType ?? null, product.workflowId ?? null, at],
    );
  }
  for (const tariff of BUSINESS_TARIFFS) {
    await tx.query(
      `insert into tariffs (id, product_id, name, operation, kind, fixed_cents, percentage_basis_points, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        randomUUID(),
        BUSINESS_ACCOUNT_PRODUCT_ID,
        tariff.name,
        tariff.operation,
        tariff.kind,
        tariff.fixedCents,
        tariff.basisPoints,
        at,
      ],
    );
  }
  const config = DEMO_MERCHANT.configuration;
  for (const holder of DEMO_ACCOUNTS) {
    const productId =
      holder.key === 'company'
        ? BUSINESS_ACCOUNT_PRODUCT_ID
        : holder.personType === 'J'
          ? config.productAccountJuridicalId
          : config.productAccountNaturalId;
    await tx.query('update accounts set product_id = $2 where id = $1', [holder.accountId, productId]);
  }
}

import type { Product } from '../../generated/schemas.ts';
import { DEMO_MERCHANT } from '../seed/demo-data.ts';

/**
 * The demo bank's products as first seeded (spec 001 §7 product calls): the two account products of
 * the bank configuration, the company's business account and three card products. They live in the
 * table `products`, where bank operators edit them (docs/back-office.md); docs/sandbox-cards.md lists
 * the card products.
 */
export const CARD_PRODUCT_IDS = {
  credit: 'cccccccc-0000-4000-8000-000000000001',
  debit: 'cccccccc-0000-4000-8000-000000000002',
  prepaid: 'cccccccc-0000-4000-8000-000000000003',
} as const;

/** The company's business plan: an account product whose tariffs charge TEDs and charges received. */
export const BUSINESS_ACCOUNT_PRODUCT_ID = '00000000-0000-4000-8000-0000000000a3';

/** The id of a card product's first workflow version, the one the seed publishes (seed/cards.ts). */
const workflowIdOf = (productId: string) => productId.replace(/^cccccccc-0000/, 'cccccccc-0f10');

export const PRODUCTS: readonly Product[] = [
  {
    id: DEMO_MERCHANT.configuration.productAccountNaturalId,
    merchantId: DEMO_MERCHANT.id,
    name: 'Conta de pagamento pessoa física',
    type: 'ACCOUNT',
    subType: 'NATURAL',
    workflowId: null,
  },
  {
    id: DEMO_MERCHANT.configuration.productAccountJuridicalId,
    merchantId: DEMO_MERCHANT.id,
    name: 'Conta de pagamento pessoa jurídica',
    type: 'ACCOUNT',
    subType: 'JURIDICAL',
    workflowId: null,
  },
  {
    id: BUSINESS_ACCOUNT_PRODUCT_ID,
    merchantId: DEMO_MERCHANT.id,
    name: 'Conta empresarial Balcão',
    type: 'ACCOUNT',
    subType: 'JURIDICAL',
    workflowId: null,
  },
  ...(
    [
      [CARD_PRODUCT_IDS.credit, 'Cartão Balcão Crédito', 'CREDIT'],
      [CARD_PRODUCT_IDS.debit, 'Cartão Balcão Débito', 'DEBIT'],
      [CARD_PRODUCT_IDS.prepaid, 'Cartão Balcão Pré-pago', 'PREPAID'],
    ] as const
  ).map(([id, name, subType]) => ({
    id,
    merchantId: DEMO_MERCHANT.id,
    name,
    type: 'CARD',
    subType,
    workflowId: workflowIdOf(id),
  })),
];

/** A seeded product by id (the seed's cards name theirs). */
export function seededProduct(id: string): Product | undefined {
  return PRODUCTS.find((product) => product.id === id);
}

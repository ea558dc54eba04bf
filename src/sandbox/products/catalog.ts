import type { Product, ProductWorkflow } from '../../generated/schemas.ts';
import { DEMO_MERCHANT } from '../seed/demo-data.ts';

/**
 * The demo bank's products (spec 001 §7 product calls): the two account products of the bank
 * configuration and three card products. The sandbox keeps them as fixed data; docs/sandbox-cards.md
 * lists them.
 */
export const CARD_PRODUCT_IDS = {
  credit: 'cccccccc-0000-4000-8000-000000000001',
  debit: 'cccccccc-0000-4000-8000-000000000002',
  prepaid: 'cccccccc-0000-4000-8000-000000000003',
} as const;

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

export function productById(id: string): Product | undefined {
  return PRODUCTS.find((product) => product.id === id);
}

/** GET /api/Products/AutoComplete: filters compare keys exactly and the name by its start of any word, ignoring case and accents. */
export function autoCompleteProducts(filter: {
  merchantId: string;
  productType?: string | undefined;
  productSubType?: string | undefined;
  name?: string | undefined;
}): Product[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const wanted = filter.name ? fold(filter.name.trim()) : '';
  return PRODUCTS.filter(
    (product) =>
      product.merchantId === filter.merchantId &&
      (!filter.productType || product.type === filter.productType.toUpperCase()) &&
      (!filter.productSubType || product.subType === filter.productSubType.toUpperCase()) &&
      (!wanted ||
        fold(product.name)
          .split(/\s+/)
          .some((word) => word.startsWith(wanted)) ||
        fold(product.name).includes(wanted)),
  );
}

/**
 * The card products' workflow, for the workflow viewer (spec 001 §2): the card lifecycle of
 * docs/sandbox-cards.md as activities.
 */
export function workflowById(id: string): ProductWorkflow | undefined {
  const product = PRODUCTS.find((item) => item.workflowId === id);
  if (!product) return undefined;
  return {
    id,
    productId: product.id,
    name: `Ciclo de vida do ${product.name}`,
    activities: [
      { id: 'request', name: 'Pedido do cartão', type: 'START', status: 'PROCESSING', next: ['approval'] },
      { id: 'approval', name: 'Aprovação com senha eletrônica ou token', type: 'APPROVAL', next: ['active', 'canceled'] },
      { id: 'active', name: 'Cartão ativo', type: 'TASK', status: 'ACTIVE', next: ['locked', 'canceled'] },
      { id: 'locked', name: 'Cartão bloqueado', type: 'TASK', status: 'LOCKED', next: ['active', 'canceled'] },
      { id: 'canceled', name: 'Cartão cancelado', type: 'END', status: 'CANCELED', next: [] },
    ],
  };
}

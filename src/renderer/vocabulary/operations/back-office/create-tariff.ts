import type { TariffRequest } from '../../../../generated/schemas.ts';
import { createTariff } from '../../../../api/back-office-products.ts';
import { text } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

const PRODUCT_ID = { type: 'string', description: 'The product (@query.productId, @row.id).' } as const;

export default defineOperation({
  name: 'createTariff',
  doc: "Adds a tariff to a product: its accounts' next operations are charged by it (POST /api/Products/{productId}/Tariffs).",
  kind: 'mutation',
  params: { required: ['productId'], properties: { productId: PRODUCT_ID } },
  invalidates: ['productTariffs'],
  run: ({ productId }, body) => createTariff(text(productId), body as TariffRequest),
});

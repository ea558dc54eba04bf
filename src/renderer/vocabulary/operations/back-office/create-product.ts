import { createProduct } from '../../../../api/back-office-products.ts';
import { productRequestOf } from '../../back-office-rows.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'createProduct',
  doc: 'Creates a product (POST /api/Products).',
  kind: 'mutation',
  params: { properties: {} },
  invalidates: ['backOfficeProducts'],
  run: (_params, body) => createProduct(productRequestOf(body)),
});

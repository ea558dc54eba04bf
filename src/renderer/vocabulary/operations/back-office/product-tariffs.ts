import { getTariffs } from '../../../../api/back-office-products.ts';
import { text, query, PAGING } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

const PRODUCT_ID = { type: 'string', description: 'The product (@query.productId, @row.id).' } as const;

export default defineOperation({
  name: 'productTariffs',
  doc: "A product's tariffs, active first, paged (GET /api/Products/{productId}/Tariffs).",
  kind: 'query',
  params: { required: ['productId'], properties: { productId: PRODUCT_ID, ...PAGING } },
  run: ({ productId, pageNumber, pageSize }) => getTariffs(text(productId), query({ pageNumber, pageSize })),
});

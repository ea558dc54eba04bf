import { getProducts } from '../../../../api/back-office-products.ts';
import { query, PAGING } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'backOfficeProducts',
  doc: "The merchant's products, by type and name, paged (GET /api/Products).",
  kind: 'query',
  params: { properties: { ...PAGING } },
  run: (params) => getProducts(query(params)),
});

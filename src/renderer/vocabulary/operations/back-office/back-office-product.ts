import { getProduct } from '../../../../api/back-office-products.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'backOfficeProduct',
  doc: 'A product, as its edit form takes it (GET /api/Products/{id}).',
  kind: 'query',
  params: { required: ['id'], properties: { id: ID } },
  run: ({ id }) => getProduct(text(id)),
});

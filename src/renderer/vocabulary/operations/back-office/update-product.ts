import { updateProduct } from '../../../../api/back-office-products.ts';
import { productRequestOf } from '../../back-office-rows.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'updateProduct',
  doc: "Changes a product's name, type, sub-type and description (PUT /api/Products/{id}).",
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['backOfficeProducts', 'backOfficeProduct'],
  run: ({ id }, body) => updateProduct(text(id), productRequestOf(body)),
});

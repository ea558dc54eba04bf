import { deleteProduct } from '../../../../api/back-office-products.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'deleteProduct',
  doc: 'Deletes a product no account or card uses (DELETE /api/Products/{id}).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['backOfficeProducts'],
  run: ({ id }) => deleteProduct(text(id)),
});

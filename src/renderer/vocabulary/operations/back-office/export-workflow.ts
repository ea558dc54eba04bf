import { exportWorkflow } from '../../../../api/back-office-products.ts';
import { text } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

const PRODUCT_ID = { type: 'string', description: 'The product (@query.productId, @row.id).' } as const;

export default defineOperation({
  name: 'exportWorkflow',
  doc: "A product's newest workflow definition as a JSON file, for Import elsewhere (GET /api/Products/{id}/Workflows/Export).",
  kind: 'query',
  params: { required: ['productId'], properties: { productId: PRODUCT_ID } },
  fresh: true,
  run: ({ productId }) => exportWorkflow(text(productId)),
});

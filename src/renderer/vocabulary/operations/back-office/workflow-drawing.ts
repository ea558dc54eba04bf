import { getWorkflowVersion } from '../../../../api/back-office-products.ts';
import { text } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

const PRODUCT_ID = { type: 'string', description: 'The product (@query.productId, @row.id).' } as const;

export default defineOperation({
  name: 'workflowDrawing',
  doc: "A product's newest workflow version with its whole definition, activities and transitions, to draw; nothing while it has none (GET /api/Products/{id}/Workflows/Definition).",
  kind: 'query',
  params: { required: ['productId'], properties: { productId: PRODUCT_ID } },
  run: ({ productId }) => getWorkflowVersion(text(productId)),
});

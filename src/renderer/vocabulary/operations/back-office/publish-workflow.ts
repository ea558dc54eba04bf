import { publishWorkflow } from '../../../../api/back-office-products.ts';
import { text } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

const PRODUCT_ID = { type: 'string', description: 'The product (@query.productId, @row.id).' } as const;

export default defineOperation({
  name: 'publishWorkflow',
  doc: "Publishes a product's newest workflow version: it runs from now on (POST /api/Products/{id}/Workflows/Publish).",
  kind: 'mutation',
  params: { required: ['productId'], properties: { productId: PRODUCT_ID } },
  invalidates: ['workflowVersion', 'workflowActivities', 'workflowDrawing', 'backOfficeProducts'],
  run: ({ productId }) => publishWorkflow(text(productId)),
});

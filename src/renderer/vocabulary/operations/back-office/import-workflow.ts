import { importWorkflow } from '../../../../api/back-office-products.ts';
import { text } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

const PRODUCT_ID = { type: 'string', description: 'The product (@query.productId, @row.id).' } as const;

export default defineOperation({
  name: 'importWorkflow',
  doc: "Imports an exported workflow file as the product's next version, unpublished (POST /api/Products/{id}/Workflows/Import); the form gives file.",
  kind: 'mutation',
  params: { required: ['productId'], properties: { productId: PRODUCT_ID } },
  invalidates: ['workflowVersion', 'workflowActivities', 'workflowDrawing'],
  run: ({ productId }, body) => importWorkflow(text(productId), text((body as { file?: string }).file)),
});

import { saveWorkflow } from '../../../../api/back-office-products.ts';
import { text } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

const PRODUCT_ID = { type: 'string', description: 'The product (@query.productId, @row.id).' } as const;

export default defineOperation({
  name: 'saveWorkflow',
  doc: "Saves an edited definition as the product's next version, unpublished (POST /api/Products/{id}/Workflows/Save); the form gives definition, the JSON text.",
  kind: 'mutation',
  params: { required: ['productId'], properties: { productId: PRODUCT_ID } },
  invalidates: ['workflowVersion', 'workflowActivities', 'workflowDefinition', 'workflowDrawing'],
  run: ({ productId }, body) => saveWorkflow(text(productId), text((body as { definition?: string }).definition)),
});

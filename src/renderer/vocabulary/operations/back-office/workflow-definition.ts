import { getWorkflowDefinitionText } from '../../../../api/back-office-products.ts';
import { text } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

const PRODUCT_ID = { type: 'string', description: 'The product (@query.productId, @row.id).' } as const;

export default defineOperation({
  name: 'workflowDefinition',
  doc: "The newest version's definition as JSON text to edit, {definition} (GET /api/Products/{id}/Workflows/Export).",
  kind: 'query',
  params: { required: ['productId'], properties: { productId: PRODUCT_ID } },
  run: ({ productId }) => getWorkflowDefinitionText(text(productId)),
});

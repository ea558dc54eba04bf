import { getWorkflowActivities } from '../../../../api/back-office-products.ts';
import { activityRows } from '../../back-office-rows.ts';
import { text } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

const PRODUCT_ID = { type: 'string', description: 'The product (@query.productId, @row.id).' } as const;

export default defineOperation({
  name: 'workflowActivities',
  doc: "A product's workflow as rows, in the order an item meets them, with the items waiting at each (GET /api/Products/{id}/Workflows/Activities).",
  kind: 'query',
  params: { required: ['productId'], properties: { productId: PRODUCT_ID } },
  run: async ({ productId }) => activityRows(await getWorkflowActivities(text(productId))),
});

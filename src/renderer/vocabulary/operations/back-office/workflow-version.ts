import { getWorkflowVersion } from '../../../../api/back-office-products.ts';
import { versionSummary } from '../../back-office-rows.ts';
import { text } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

const PRODUCT_ID = { type: 'string', description: 'The product (@query.productId, @row.id).' } as const;

export default defineOperation({
  name: 'workflowVersion',
  doc: "A product's newest workflow version and the one that runs, nothing while it has none (GET /api/Products/{id}/Workflows/Definition).",
  kind: 'query',
  params: { required: ['productId'], properties: { productId: PRODUCT_ID } },
  run: async ({ productId }) => {
    const version = await getWorkflowVersion(text(productId));
    return version ? versionSummary(version) : null;
  },
});

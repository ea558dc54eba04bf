import { getProductWorkflow } from '../../../../api/products.ts';
import { workflowSteps } from '../../../../domain/workflow-steps.ts';
import { text } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'productWorkflow',
  doc: "A product's workflow as rows: the activities in the order a card meets them (src/domain/workflow-steps.ts).",
  kind: 'query',
  params: { required: ['workflowId'], properties: { workflowId: { type: 'string' } } },
  run: async ({ workflowId }) => {
    const workflow = await getProductWorkflow(text(workflowId));
    return { name: workflow.name, items: workflowSteps(workflow) };
  },
});

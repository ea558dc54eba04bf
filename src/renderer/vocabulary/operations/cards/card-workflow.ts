import { getCardWorkflow } from '../../../../api/cards.ts';
import { instanceStepRows } from '../../../../domain/workflow-steps.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'cardWorkflow',
  doc: 'The steps a card went through, in order, with their dates (GET /api/Cards/{id}/Workflow; src/domain/workflow-steps.ts).',
  kind: 'query',
  params: { required: ['id'], properties: { id: ID } },
  run: async ({ id }) => {
    const instance = await getCardWorkflow(text(id));
    return { items: instanceStepRows(instance.steps) };
  },
});

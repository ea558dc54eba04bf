import { getActivityStats } from '../../../../api/back-office-products.ts';
import { text } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

const WORKFLOW_ID = { type: 'string', description: 'The workflow version (@route.workflowId).' } as const;
const ACTIVITY_ID = { type: 'string', description: 'The activity (@route.activityId).' } as const;

export default defineOperation({
  name: 'activityStats',
  doc: "An activity's items waiting, items done and average time (GET /api/Products/Workflows/{workflowId}/Activities/{activityId}/Stats).",
  kind: 'query',
  params: { required: ['workflowId', 'activityId'], properties: { workflowId: WORKFLOW_ID, activityId: ACTIVITY_ID } },
  run: ({ workflowId, activityId }) => getActivityStats(text(workflowId), text(activityId)),
});

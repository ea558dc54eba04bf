import { decideRegistration } from '../../../../api/back-office-accounts.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'approveRegistration',
  doc: 'Approves a registration in analysis: the account opens (POST /api/Accounts/{id}/Workflow/Approve).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['activityItems', 'workflowActivities', 'activityStats', 'backOfficeAccount', 'backOfficeAccounts'],
  run: ({ id }) => decideRegistration(text(id), 'Approve'),
});

import { decideRegistration } from '../../../../api/back-office-accounts.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'rejectRegistration',
  doc: 'Rejects a registration in analysis or waiting for documents (POST /api/Accounts/{id}/Workflow/Reject).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['activityItems', 'workflowActivities', 'activityStats', 'backOfficeAccount', 'backOfficeAccounts'],
  run: ({ id }) => decideRegistration(text(id), 'Reject'),
});

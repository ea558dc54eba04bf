import { getBackOfficeAccount } from '../../../../api/back-office-accounts.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'backOfficeAccount',
  doc: "An account of the operator's merchant, for its page (GET /api/Accounts/{id}).",
  kind: 'query',
  params: { required: ['id'], properties: { id: ID } },
  run: ({ id }) => getBackOfficeAccount(text(id)),
});

import { getCredentials } from '../../../../api/company-services.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'credentials',
  doc: "The account's API credentials in force (GET /api/Accounts/{id}/Credentials).",
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  run: ({ accountId }) => getCredentials(text(accountId)),
});

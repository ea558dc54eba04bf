import { getLimits } from '../../../../api/limits.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'limits',
  doc: "The rows of the account's limits, one per product (GET /api/Accounts/{id}/Limits).",
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  run: async ({ accountId }) => (await getLimits(text(accountId))).items,
});

import { getWebhooks } from '../../../../api/company-services.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'webhooks',
  doc: "The account's webhooks, one per type of event (GET /api/Accounts/{id}/Webhooks).",
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  run: ({ accountId }) => getWebhooks(text(accountId)),
});

import { getWebhook } from '../../../../api/company-services.ts';
import { text, ACCOUNT_ID, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'webhook',
  doc: "One webhook's type, url, mTLS and isActive, as its edit form takes them (from GET .../Webhooks).",
  kind: 'query',
  params: { required: ['accountId', 'id'], properties: { accountId: ACCOUNT_ID, id: ID } },
  fresh: true,
  run: ({ accountId, id }) => getWebhook(text(accountId), text(id)),
});

import { getWebhookDeliveries } from '../../../../api/company-services.ts';
import { text, query, ID, PAGING } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'webhookDeliveries',
  doc: "A webhook's delivery log: status, attempts, last answer (GET /api/Accounts/Webhooks/{id}/Deliveries).",
  kind: 'query',
  params: { required: ['id'], properties: { id: ID, ...PAGING } },
  fresh: true,
  run: ({ id, ...rest }) => getWebhookDeliveries(text(id), query(rest)),
});

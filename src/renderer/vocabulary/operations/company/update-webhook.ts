import type { WebhookRequest } from '../../../../generated/schemas.ts';
import { updateWebhook } from '../../../../api/company-services.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'updateWebhook',
  doc: "Sets a webhook's type, url, mTLS and isActive (PUT /api/Accounts/Webhooks/{id}).",
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['webhooks', 'webhook'],
  run: ({ id }, body) => updateWebhook(text(id), body as WebhookRequest),
});

import { getWebhookCertificate } from '../../../../api/company-services.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'webhookCertificate',
  doc: "The sandbox CA's X.509 certificate, a PEM file (GET .../Webhooks/Certificate/Download).",
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  fresh: true,
  run: ({ accountId }) => getWebhookCertificate(text(accountId)),
});

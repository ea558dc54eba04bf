import { getBillingPixImage } from '../../../../api/billings.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'billingPixImage',
  doc: "A PIX charge's QR image, a PNG.",
  kind: 'query',
  params: { required: ['id'], properties: { id: ID } },
  run: ({ id }) => getBillingPixImage(text(id)),
});

import { getBillingQrCodeImage } from '../../../../api/billings.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'billingQrCodeImage',
  doc: "A QR-code charge's image, a PNG.",
  kind: 'query',
  params: { required: ['id'], properties: { id: ID } },
  run: ({ id }) => getBillingQrCodeImage(text(id)),
});

import type { BillingQrCodeRequest } from '../../../../generated/schemas.ts';
import { createQrCodeBilling } from '../../../../api/billings.ts';
import { withAccount, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'createQrCodeBilling',
  doc: 'Issues a QR-code charge (POST .../Billings/QrCode).',
  kind: 'mutation',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  invalidates: ['billings', 'billingQuantities'],
  run: ({ accountId }, body, options) =>
    createQrCodeBilling(withAccount<BillingQrCodeRequest>(accountId, body), options?.idempotencyKey),
});

import type { QrCodePayRequest } from '../../../../generated/schemas.ts';
import { payQrCode } from '../../../../api/payments.ts';
import { withAccount, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'payQrCode',
  doc: 'Pays a QR-code charge by its key, waiting for approval (POST .../QrCode/Pay).',
  kind: 'mutation',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  invalidates: ['payments'],
  run: ({ accountId }, body, options) => payQrCode(withAccount<QrCodePayRequest>(accountId, body), options?.idempotencyKey),
});

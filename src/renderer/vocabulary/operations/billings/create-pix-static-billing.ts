import type { BillingPixStaticRequest } from '../../../../generated/schemas.ts';
import { createPixStaticBilling } from '../../../../api/billings.ts';
import { withAccount, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'createPixStaticBilling',
  doc: 'Issues a static PIX charge (POST .../Billings/PIX/Static).',
  kind: 'mutation',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  invalidates: ['billings', 'billingQuantities'],
  run: ({ accountId }, body, options) =>
    createPixStaticBilling(withAccount<BillingPixStaticRequest>(accountId, body), options?.idempotencyKey),
});

import type { BillingPixDynamicRequest } from '../../../../generated/schemas.ts';
import { createPixDynamicBilling } from '../../../../api/billings.ts';
import { withAccount, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'createPixDynamicBilling',
  doc: 'Issues a dynamic PIX charge (POST .../Billings/PIX/Dynamic).',
  kind: 'mutation',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  invalidates: ['billings', 'billingQuantities'],
  run: ({ accountId }, body, options) =>
    createPixDynamicBilling(withAccount<BillingPixDynamicRequest>(accountId, body), options?.idempotencyKey),
});

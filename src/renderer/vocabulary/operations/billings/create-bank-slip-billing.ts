import type { BillingBankSlipRequest } from '../../../../generated/schemas.ts';
import { createBankSlipBilling, withoutEmptyOptions } from '../../../../api/billings.ts';
import { withAccount, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'createBankSlipBilling',
  doc: 'Issues a bank-slip charge, its fine and discount sent only when filled (POST .../Billings/BankSlip).',
  kind: 'mutation',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  invalidates: ['billings', 'billingQuantities'],
  run: ({ accountId }, body, options) =>
    createBankSlipBilling(withoutEmptyOptions(withAccount<BillingBankSlipRequest>(accountId, body)), options?.idempotencyKey),
});

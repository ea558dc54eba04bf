import type { BankSlipPayRequest } from '../../../../generated/schemas.ts';
import { payBankSlip, payUtility } from '../../../../api/payments.ts';
import { slipKindOf } from '../../../../domain/digitable-line-fault.ts';
import { withAccount, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'payDigitableLine',
  doc: 'Pays a bank slip or a utility bill by its line, waiting for approval (POST .../BankSlip/Pay or .../Utility/Pay).',
  kind: 'mutation',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  invalidates: ['payments'],
  run: ({ accountId }, body, options) => {
    const request = withAccount<BankSlipPayRequest>(accountId, body);
    // One field takes both lines: 48 digits starting with 8 are a utility bill, 47 a bank slip.
    return slipKindOf(request.digitableLine) === 'utility'
      ? payUtility(request, options?.idempotencyKey)
      : payBankSlip(request, options?.idempotencyKey);
  },
});

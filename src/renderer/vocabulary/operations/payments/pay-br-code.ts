import { payPix } from '../../../../api/payments.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'payBrCode',
  doc: 'Pays a PIX copy-and-paste code, waiting for approval (POST .../PIX/Pay).',
  kind: 'mutation',
  params: {
    required: ['accountId', 'emv'],
    properties: { accountId: ACCOUNT_ID, emv: { type: 'string', description: 'The copy-and-paste code.' } },
  },
  invalidates: ['payments'],
  run: ({ accountId, emv }, body, options) => {
    const amount = (body as { amount?: number } | undefined)?.amount;
    return payPix({ accountId: text(accountId), emv: text(emv).trim(), ...(amount ? { amount } : {}) }, options?.idempotencyKey);
  },
});

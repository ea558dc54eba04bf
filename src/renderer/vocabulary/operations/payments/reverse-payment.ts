import type { PaymentReverseRequest } from '../../../../generated/schemas.ts';
import { reversePayment } from '../../../../api/reverses.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'reversePayment',
  doc: 'Reverses a payment (POST .../Payments/{id}/Reverse).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['payment', 'payments', 'balance', 'accountTransactions'],
  run: ({ id }, body) => reversePayment(text(id), (body ?? {}) as PaymentReverseRequest),
});

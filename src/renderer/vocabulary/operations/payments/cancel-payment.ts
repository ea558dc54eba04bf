import { cancelPayment } from '../../../../api/payments.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'cancelPayment',
  doc: 'Cancels a payment waiting for approval (DELETE .../Payments/{id}/Cancel).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['payment', 'payments'],
  run: ({ id }) => cancelPayment(text(id)),
});

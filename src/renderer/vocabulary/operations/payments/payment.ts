import { getPayment } from '../../../../api/payments.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'payment',
  doc: 'A payment (GET /api/Transactions/Payments/{id}).',
  kind: 'query',
  params: { required: ['id'], properties: { id: ID } },
  run: ({ id }) => getPayment(text(id)),
});

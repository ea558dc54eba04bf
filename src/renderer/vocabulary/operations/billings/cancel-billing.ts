import { cancelBilling } from '../../../../api/billings.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'cancelBilling',
  doc: 'Cancels an open charge (DELETE /api/Transactions/Billings/{id}).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['billings', 'billing', 'billingQuantities'],
  run: ({ id }) => cancelBilling(text(id)),
});

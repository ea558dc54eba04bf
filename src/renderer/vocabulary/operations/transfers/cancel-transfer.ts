import { cancelTransfer } from '../../../../api/transfers.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'cancelTransfer',
  doc: 'Cancels a transfer waiting for approval (DELETE /api/Transactions/Transfers/{id}/Cancel).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['transfer', 'transfers'],
  run: ({ id }) => cancelTransfer(text(id)),
});

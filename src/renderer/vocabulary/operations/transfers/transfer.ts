import { getTransfer } from '../../../../api/transfers.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'transfer',
  doc: 'A transfer (GET /api/Transactions/Transfers/{id}).',
  kind: 'query',
  params: { required: ['id'], properties: { id: ID } },
  run: ({ id }) => getTransfer(text(id)),
});

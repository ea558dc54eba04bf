import type { ReceiveReverseRequest } from '../../../../generated/schemas.ts';
import { reverseReceive } from '../../../../api/reverses.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'reverseReceive',
  doc: 'Returns a receive, whole or in part (PUT /api/Transactions/Receives/{id}/Reverse).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['receiveReverseDraft', 'accountTransactions', 'balance'],
  run: ({ id }, body) => reverseReceive(text(id), body as ReceiveReverseRequest),
});

import type { ApprovalRequest } from '../../../../generated/schemas.ts';
import { approveTransfer } from '../../../../api/approval.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'approveTransfer',
  doc: 'Approves or disapproves a transfer with {approved, password, token} (POST .../Transfers/{id}/Approval).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['transfer', 'transfers', 'balance', 'accountTransactions'],
  run: ({ id }, body) => approveTransfer(text(id), body as ApprovalRequest),
});

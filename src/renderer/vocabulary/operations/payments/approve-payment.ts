import type { ApprovalRequest } from '../../../../generated/schemas.ts';
import { approvePayment } from '../../../../api/approval.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'approvePayment',
  doc: 'Approves or disapproves a payment with {approved, password, token} (POST .../Payments/{id}/Approval).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['payment', 'payments', 'balance', 'accountTransactions'],
  run: ({ id }, body) => approvePayment(text(id), body as ApprovalRequest),
});

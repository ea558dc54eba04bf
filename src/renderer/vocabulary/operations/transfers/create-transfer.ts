import type { TransferRequest } from '../../../../generated/schemas.ts';
import { createTransfer } from '../../../../api/transfers.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'createTransfer',
  doc: 'Creates a transfer, which waits for approval (POST /api/Transactions/Transfers).',
  kind: 'mutation',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  invalidates: ['transfers'],
  run: ({ accountId }, body, options) =>
    createTransfer({ ...(body as TransferRequest), accountId: text(accountId) }, options?.idempotencyKey),
});

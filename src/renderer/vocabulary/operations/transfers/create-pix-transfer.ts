import type { PixAmount } from '../../../../generated/schemas.ts';
import { createTransfer } from '../../../../api/transfers.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'createPixTransfer',
  doc: 'Creates a PIX transfer to a key, which waits for approval.',
  kind: 'mutation',
  params: {
    required: ['accountId', 'key'],
    properties: { accountId: ACCOUNT_ID, key: { type: 'string', description: 'The PIX key DICT answered for.' } },
  },
  invalidates: ['transfers'],
  run: ({ accountId, key }, body, options) =>
    createTransfer({ ...(body as PixAmount), type: 'PIX', key: text(key), accountId: text(accountId) }, options?.idempotencyKey),
});

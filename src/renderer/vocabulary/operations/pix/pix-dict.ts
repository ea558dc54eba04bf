import type { PixKeySearch } from '../../../../generated/schemas.ts';
import { lookupPixKey } from '../../../../api/pix.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'pixDict',
  doc: 'Who a PIX key belongs to, as DICT answers a payer (POST /api/Transactions/PIX/DICT).',
  kind: 'mutation',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  run: ({ accountId }, body) => lookupPixKey(text(accountId), text((body as PixKeySearch).key)),
});

import type { PixKeyRequest } from '../../../../generated/schemas.ts';
import { registerPixKey } from '../../../../api/pix.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'registerPixKey',
  doc: 'Registers a PIX key (POST /api/Accounts/{id}/PIX/Keys).',
  kind: 'mutation',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  invalidates: ['pixKeys'],
  run: ({ accountId }, body) => registerPixKey(text(accountId), body as PixKeyRequest),
});

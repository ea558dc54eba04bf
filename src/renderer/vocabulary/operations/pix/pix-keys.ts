import { getPixKeys } from '../../../../api/pix.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'pixKeys',
  doc: "The account's PIX keys (GET /api/Accounts/{id}/PIX/Keys).",
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  run: ({ accountId }) => getPixKeys(text(accountId)),
});

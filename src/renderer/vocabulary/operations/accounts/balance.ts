import { getBalance } from '../../../../api/accounts.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'balance',
  doc: "The account's balance: available, blocked and total (GET /api/Accounts/{id}/Balance).",
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  run: ({ accountId }) => getBalance(text(accountId)),
});

import { getAccount } from '../../../../api/accounts.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'accountAddresses',
  doc: "An account's addresses, for a grid (the addresses of GET /api/Accounts/{id}).",
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  run: async ({ accountId }) => (await getAccount(text(accountId))).addresses,
});

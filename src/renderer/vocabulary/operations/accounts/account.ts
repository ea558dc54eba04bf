import { getAccount } from '../../../../api/accounts.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'account',
  doc: 'An account with its person, phones, contacts and addresses (GET /api/Accounts/{id}).',
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  run: ({ accountId }) => getAccount(text(accountId)),
});

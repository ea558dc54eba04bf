import { sendToken } from '../../../../api/approval.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'sendToken',
  doc: 'Sends a new approval token to the inbox (POST /api/Accounts/{id}/Token); answers the seconds to wait.',
  kind: 'mutation',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  invalidates: ['messages'],
  run: ({ accountId }) => sendToken(text(accountId)),
});

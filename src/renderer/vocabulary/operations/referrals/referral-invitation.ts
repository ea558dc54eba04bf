import { getInvitation } from '../../../../api/referrals.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'referralInvitation',
  doc: "The account's invitation code and its link, this site's /register?referralId=… (GET /api/Accounts/{id}/Referrals/Invitation).",
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  run: ({ accountId }) => getInvitation(text(accountId), window.location.origin),
});

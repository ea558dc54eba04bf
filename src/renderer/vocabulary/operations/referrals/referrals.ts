import { getReferrals } from '../../../../api/referrals.ts';
import { query, text, ACCOUNT_ID, PAGING } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'referrals',
  doc: 'The registrations sent in with the invitation, a page, newest first (GET /api/Accounts/{id}/Referrals).',
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID, ...PAGING } },
  run: ({ accountId, ...rest }) => getReferrals(text(accountId), query(rest)),
});

import { getCardIssueDraft } from '../../../../api/card-issue-draft.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'cardIssueDraft',
  doc: "The issue-card form's first values, from the account or from holderId.",
  kind: 'query',
  params: {
    required: ['accountId'],
    properties: { accountId: ACCOUNT_ID, holderId: { type: 'string' }, merchantId: { type: 'string' } },
  },
  run: ({ accountId, holderId, merchantId }) =>
    getCardIssueDraft(text(accountId), text(holderId) || undefined, text(merchantId) || undefined),
});

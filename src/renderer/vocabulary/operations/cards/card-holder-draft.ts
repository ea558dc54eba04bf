import { getCardHolderDraft } from '../../../../api/card-holder-draft.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'cardHolderDraft',
  doc: "The large holder form's first values: the account's operation, merchant and branch, the bank's first card product.",
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  run: ({ accountId }) => getCardHolderDraft(text(accountId)),
});

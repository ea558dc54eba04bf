import { getCardHolders } from '../../../../api/card-holders.ts';
import { query, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'cardHolders',
  doc: "The account's card holders, a page (GET /api/CardHolders).",
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  run: (params) => getCardHolders(query(params)),
});

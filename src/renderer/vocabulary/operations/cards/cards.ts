import { getCards } from '../../../../api/cards.ts';
import { query, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'cards',
  doc: "The account's cards, a page (GET /api/Cards), holderId narrowing to one holder's.",
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID, holderId: { type: 'string' } } },
  run: (params) => getCards(query(params)),
});

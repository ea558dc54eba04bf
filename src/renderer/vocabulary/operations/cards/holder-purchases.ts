import { getHolderPurchases } from '../../../../api/card-holders.ts';
import { text, query, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'holderPurchases',
  doc: "A holder's purchases on every card, a page (GET /api/CardHolders/{id}/Purchases).",
  kind: 'query',
  params: { required: ['id'], properties: { id: ID } },
  run: ({ id, ...rest }) => getHolderPurchases(text(id), query(rest)),
});

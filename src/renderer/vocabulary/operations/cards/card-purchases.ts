import { loadCardPurchases } from '../../../../machines/card-lifecycle.machine.ts';
import { text, query, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'cardPurchases',
  doc: "A card's purchases, a page; an empty page is asked once more (spec 001 §7).",
  kind: 'query',
  params: { required: ['id'], properties: { id: ID } },
  run: ({ id, ...rest }) => loadCardPurchases(text(id), query(rest)),
});

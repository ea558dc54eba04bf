import { getCardHolder } from '../../../../api/card-holders.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'cardHolder',
  doc: 'A card holder (GET /api/CardHolders/{id}).',
  kind: 'query',
  params: { required: ['id'], properties: { id: ID } },
  run: ({ id }) => getCardHolder(text(id)),
});

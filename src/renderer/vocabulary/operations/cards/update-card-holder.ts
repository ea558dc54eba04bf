import type { CardHolderUpdateRequest } from '../../../../generated/schemas.ts';
import { updateCardHolder } from '../../../../api/card-holders.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'updateCardHolder',
  doc: 'Updates a holder (PUT /api/CardHolders/{id}).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['cardHolders', 'cardHolder', 'cardHolderUpdateDraft'],
  run: ({ id }, body) => updateCardHolder(text(id), body as CardHolderUpdateRequest),
});

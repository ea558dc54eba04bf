import { getCardHolderUpdateDraft } from '../../../../api/card-holders.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'cardHolderUpdateDraft',
  doc: "The update-holder form's first values, from the holder.",
  kind: 'query',
  params: { required: ['id'], properties: { id: ID } },
  run: ({ id }) => getCardHolderUpdateDraft(text(id)),
});

import { unlockCard } from '../../../../api/cards.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'unlockCard',
  doc: 'Unlocks a card (POST /api/Cards/{id}/Activate).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['cards', 'cardWorkflow'],
  run: ({ id }) => unlockCard(text(id)),
});

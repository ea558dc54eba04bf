import { cancelCard } from '../../../../api/cards.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'cancelCard',
  doc: 'Cancels a card for good (DELETE /api/Cards/{id}/Cancel).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['cards', 'cardWorkflow'],
  run: ({ id }) => cancelCard(text(id)),
});

import { lockCard } from '../../../../api/cards.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'lockCard',
  doc: 'Locks a card (DELETE /api/Cards/{id}/Lock).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['cards', 'cardWorkflow'],
  run: ({ id }) => lockCard(text(id)),
});

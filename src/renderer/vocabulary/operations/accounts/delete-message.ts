import { deleteMessage } from '../../../../api/messages.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'deleteMessage',
  doc: 'Deletes a message (DELETE /api/Accounts/Messages/{id}).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['messages'],
  run: ({ id }) => deleteMessage(text(id)),
});

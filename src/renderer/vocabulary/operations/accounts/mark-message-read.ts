import { markMessageRead } from '../../../../api/messages.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'markMessageRead',
  doc: 'Marks a message read (POST /api/Accounts/Messages/{id}).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['messages'],
  run: ({ id }) => markMessageRead(text(id)),
});

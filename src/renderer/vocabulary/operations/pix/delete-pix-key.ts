import { deletePixKey } from '../../../../api/pix.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'deletePixKey',
  doc: 'Deletes a PIX key (DELETE /api/Accounts/PIX/Keys/{id}).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['pixKeys'],
  run: ({ id }) => deletePixKey(text(id)),
});

import { deleteCredential } from '../../../../api/company-services.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'deleteCredential',
  doc: 'Deletes an API credential; it stops at once (DELETE /api/Accounts/Credentials/{userId}).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['credentials'],
  run: ({ id }) => deleteCredential(text(id)),
});

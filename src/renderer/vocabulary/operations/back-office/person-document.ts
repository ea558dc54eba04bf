import { getPersonDocument } from '../../../../api/back-office-accounts.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'personDocument',
  doc: "One document's file (GET /api/Accounts/People/Files/{fileId}).",
  kind: 'query',
  params: { required: ['id'], properties: { id: ID } },
  fresh: true,
  run: ({ id }) => getPersonDocument(text(id)),
});

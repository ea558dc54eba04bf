import { getAccountDocuments } from '../../../../api/back-office-accounts.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'accountDocuments',
  doc: "The documents of an account's holder, for a bank operator (GET /api/Accounts/{id}/People/{personId}/Files).",
  kind: 'query',
  params: { required: ['id'], properties: { id: ID } },
  run: ({ id }) => getAccountDocuments(text(id)),
});

import { resetPersonPassword } from '../../../../api/back-office-accounts.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'resetPersonPassword',
  doc: "Resets a person's password: a temporary one by SMS, changed at the next sign-in (DELETE /api/Accounts/{id}/People/{personId}/ResetPassword).",
  kind: 'mutation',
  params: {
    required: ['id', 'personId'],
    properties: { id: ID, personId: { type: 'string', description: 'The person (@row.personId).' } },
  },
  run: ({ id, personId }) => resetPersonPassword(text(id), text(personId)),
});

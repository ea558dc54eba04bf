import { setAccountLocked } from '../../../../api/back-office-accounts.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'lockAccount',
  doc: "Locks an account: its operators' sessions end and no one signs in (POST /api/Accounts/{id}/Lock).",
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['backOfficeAccount', 'backOfficeAccounts'],
  run: ({ id }) => setAccountLocked(text(id), true),
});

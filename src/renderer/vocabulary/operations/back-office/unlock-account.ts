import { setAccountLocked } from '../../../../api/back-office-accounts.ts';
import { text, ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'unlockAccount',
  doc: 'Unlocks an account (POST /api/Accounts/{id}/Unlock).',
  kind: 'mutation',
  params: { required: ['id'], properties: { id: ID } },
  invalidates: ['backOfficeAccount', 'backOfficeAccounts'],
  run: ({ id }) => setAccountLocked(text(id), false),
});

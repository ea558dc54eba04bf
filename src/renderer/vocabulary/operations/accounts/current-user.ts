import { getCurrentUser } from '../../../../api/authentication.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'currentUser',
  doc: 'The signed-in user (GET /api/Authentication/Account).',
  kind: 'query',
  params: { properties: {} },
  run: () => getCurrentUser(),
});

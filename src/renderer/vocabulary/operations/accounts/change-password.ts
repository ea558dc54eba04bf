import type { ChangePassword } from '../../../../generated/schemas.ts';
import { changePassword } from '../../../../api/change-password.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'changePassword',
  doc: 'Changes the sign-in password (PUT /api/Authentication/User).',
  kind: 'mutation',
  params: { properties: {} },
  run: (_params, body) => changePassword(body as ChangePassword),
});

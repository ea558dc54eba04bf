import { getProfile } from '../../../../api/profile.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'profile',
  doc: "The signed-in user's profile: the profile form's fields, a bank's own included (GET /api/Authentication/Account/Profile).",
  kind: 'query',
  params: { properties: {} },
  run: () => getProfile(),
});

import type { Profile } from '../../../../generated/schemas.ts';
import { updateProfile } from '../../../../api/profile.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'updateProfile',
  doc: 'Saves the profile form: name, e-mail, phone and the fields a bank added to its schema (PUT /api/Authentication/Account/Profile).',
  kind: 'mutation',
  params: { properties: {} },
  invalidates: ['profile', 'currentUser'],
  run: (_params, body) => updateProfile(body as Profile),
});

import { turnOffTwoFactor } from '../../../../api/two-factor.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'turnOffTwoFactor',
  doc: 'Turns two-factor sign-in off (DELETE /api/Authentication/User/A2F).',
  kind: 'mutation',
  params: { properties: {} },
  invalidates: ['currentUser'],
  run: () => turnOffTwoFactor(),
});

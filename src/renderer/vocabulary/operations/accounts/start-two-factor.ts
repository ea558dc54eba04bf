import { startTwoFactorEnrolment } from '../../../../api/two-factor.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'startTwoFactor',
  doc: 'Starts turning two-factor sign-in on: a new secret waits for its first code (POST /api/Authentication/User/A2F).',
  kind: 'mutation',
  params: { properties: {} },
  run: () => startTwoFactorEnrolment(),
});

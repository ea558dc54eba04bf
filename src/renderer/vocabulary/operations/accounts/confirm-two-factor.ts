import { confirmTwoFactor } from '../../../../api/two-factor.ts';
import { text } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'confirmTwoFactor',
  doc: "Confirms the authenticator app's first code, which turns two-factor on (POST /api/Authentication/A2F).",
  kind: 'mutation',
  params: { properties: {} },
  invalidates: ['currentUser'],
  run: (_params, body) => confirmTwoFactor(text((body as { code?: unknown } | undefined)?.code)),
});

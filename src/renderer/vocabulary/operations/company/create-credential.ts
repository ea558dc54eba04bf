import type { ApiCredentialRequest } from '../../../../generated/schemas.ts';
import { createCredential } from '../../../../api/company-services.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'createCredential',
  doc: 'Makes an API credential (POST /api/Accounts/{id}/Credentials); @result.clientSecret is shown this once.',
  kind: 'mutation',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  invalidates: ['credentials'],
  run: ({ accountId }, body) => createCredential(text(accountId), body as ApiCredentialRequest),
});

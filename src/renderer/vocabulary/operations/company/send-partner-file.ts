import { sendPartnerFile } from '../../../../api/company-services.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'sendPartnerFile',
  doc: 'Sends a CNAB 240 remittance, read into transfers waiting for approval (POST .../Files/Partner/Send); the form gives file.',
  kind: 'mutation',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  invalidates: ['partnerFiles', 'transfers'],
  run: ({ accountId }, body) => sendPartnerFile(text(accountId), text((body as { file?: string }).file)),
});

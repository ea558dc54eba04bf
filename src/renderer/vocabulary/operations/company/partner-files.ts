import { getPartnerFiles } from '../../../../api/company-services.ts';
import { text, query, ACCOUNT_ID, PAGING } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'partnerFiles',
  doc: 'The partner files the account sent, with their status (GET /api/Accounts/{id}/Files/Partner).',
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID, ...PAGING } },
  run: ({ accountId, ...rest }) => getPartnerFiles(text(accountId), query(rest)),
});

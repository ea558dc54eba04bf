import { findAccounts } from '../../../../api/back-office-accounts.ts';
import { text, query, PAGING } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'backOfficeAccounts',
  doc: "The merchant's accounts for bank operators: a CPF or CNPJ searched goes to GET /api/Accounts/Search, a name to GET /api/Accounts.",
  kind: 'query',
  params: {
    required: ['merchantId'],
    properties: { merchantId: { type: 'string', description: "The operator's merchant (@account.merchantId)." }, ...PAGING },
  },
  run: ({ merchantId, ...rest }) => findAccounts({ ...query(rest), merchantId: text(merchantId) }),
});

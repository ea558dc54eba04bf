import { getAcquirerSales } from '../../../../api/acquirers.ts';
import { query, text, ACCOUNT_ID, PAGING } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'acquirerSales',
  doc: "The company's card sales, a page (GET /api/Accounts/{id}/Acquirers/Transactions), days, status, brand and product narrowing it.",
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID, ...PAGING } },
  run: ({ accountId, ...rest }) => getAcquirerSales(text(accountId), query(rest)),
});

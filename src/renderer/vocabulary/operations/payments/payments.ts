import { getPayments } from '../../../../api/payments.ts';
import { query, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'payments',
  doc: "The account's payments, a page (GET /api/Transactions/Payments).",
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  run: (params) => getPayments(query(params)),
});

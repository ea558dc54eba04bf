import { getBillings } from '../../../../api/billings.ts';
import { query, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'billings',
  doc: "The account's charges, a page (GET /api/Transactions/Billings).",
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  run: (params) => getBillings(query(params)),
});

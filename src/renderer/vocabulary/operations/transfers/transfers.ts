import { getTransfers } from '../../../../api/transfers.ts';
import { query, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'transfers',
  doc: "The account's transfers, a page (GET /api/Transactions/Transfers), status and dates narrowing it.",
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  run: (params) => getTransfers(query(params)),
});

import { getConsolidationChart } from '../../../../api/consolidations.ts';
import { query, text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'consolidationChart',
  doc: 'One value a day for credits, debits and the balance over startDate..endDate (GET /api/Consolidations/Accounts/{id}/Chart).',
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  run: ({ accountId, ...rest }) => getConsolidationChart(text(accountId), query(rest)),
});

import { getConsolidation } from '../../../../api/consolidations.ts';
import { query, text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'consolidation',
  doc: 'Credits, debits and balances over startDate..endDate, per day and per entity (GET /api/Consolidations/Accounts/{id}).',
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  run: ({ accountId, ...rest }) => getConsolidation(text(accountId), query(rest)),
});

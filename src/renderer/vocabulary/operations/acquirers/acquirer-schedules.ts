import { getAcquirerSchedules } from '../../../../api/acquirers.ts';
import { query, text, ACCOUNT_ID, PAGING } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'acquirerSchedules',
  doc: 'The receivables of the card sales by settlement day, a page with its totals (GET /api/Accounts/{id}/Acquirers/Schedules).',
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID, ...PAGING } },
  run: ({ accountId, ...rest }) => getAcquirerSchedules(text(accountId), query(rest)),
});

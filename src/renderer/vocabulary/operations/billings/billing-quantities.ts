import { getBillingQuantities } from '../../../../api/billings.ts';

import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

/** The statuses a charge can have, each counted by the report (spec 000 §7: Billings/{status}/Quantities). */
const BILLING_STATUSES = ['ACTIVE', 'OVERDUE', 'PAID', 'CANCELED'] as const;

export default defineOperation({
  name: 'billingQuantities',
  doc: 'How many charges have each status, and their amount (GET /api/Reports/Accounts/{id}/Billings/{status}/Quantities).',
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  run: async ({ accountId }) => ({
    items: await Promise.all(BILLING_STATUSES.map((status) => getBillingQuantities(text(accountId), status))),
  }),
});

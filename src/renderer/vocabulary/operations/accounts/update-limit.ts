import type { AccountLimit } from '../../../../generated/schemas.ts';
import { updateLimits } from '../../../../api/limits.ts';
import { text, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'updateLimit',
  doc: "One product's new daily and nightly limits (PUT /api/Accounts/{id}/Limits); the bank checks its maximum (AS10004).",
  kind: 'mutation',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  invalidates: ['limits', 'limit'],
  run: ({ accountId }, body) => {
    const { product, dailyLimit, nightlyLimit } = body as AccountLimit;
    return updateLimits(text(accountId), { items: [{ product, dailyLimit, nightlyLimit }] });
  },
});

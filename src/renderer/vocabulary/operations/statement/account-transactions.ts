import type { StatementQuery } from '../../../../generated/schemas.ts';
import { getAccountTransactions } from '../../../../api/account-transactions.ts';
import { lastDaysRange } from '../../../../domain/dates.ts';
import { text, query, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'accountTransactions',
  doc: 'The statement, a page (GET /api/Accounts/{id}/Transactions); lastDays asks for the last N days through today.',
  kind: 'query',
  params: {
    required: ['accountId'],
    properties: {
      accountId: ACCOUNT_ID,
      lastDays: { type: 'integer', minimum: 1, description: 'The last N days through today (startDate and endDate).' },
      launch: { type: 'string' },
      startDate: { type: 'string' },
      endDate: { type: 'string' },
    },
  },
  run: ({ accountId, lastDays, ...rest }) =>
    getAccountTransactions(text(accountId), query<StatementQuery>({ ...rest, ...lastDaysRange(lastDays) })),
});

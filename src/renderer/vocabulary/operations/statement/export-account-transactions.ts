import type { StatementExportQuery } from '../../../../generated/schemas.ts';
import { exportAccountTransactions, type StatementExportType } from '../../../../api/account-transactions.ts';
import { text, query, ACCOUNT_ID } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'exportAccountTransactions',
  doc: "The statement as a file, CSV, PDF or JSON (GET .../Transactions/Export/{type}); a grid's export adds type and the filters.",
  kind: 'query',
  params: { required: ['accountId'], properties: { accountId: ACCOUNT_ID } },
  fresh: true,
  run: ({ accountId, type, ...rest }) =>
    exportAccountTransactions(text(accountId), text(type) as StatementExportType, query<StatementExportQuery>(rest)),
});

import type { AccountTransactionPage, StatementExportQuery, StatementQuery } from '../generated/schemas.ts';
import { getBlob } from './files.ts';
import { http } from './http.ts';

/** GET /api/Accounts/{id}/Transactions (spec 000 §7): one page of the statement. */
export async function getAccountTransactions(accountId: string, query: StatementQuery): Promise<AccountTransactionPage> {
  const { data } = await http.get<AccountTransactionPage>(`/api/Accounts/${encodeURIComponent(accountId)}/Transactions`, {
    params: query,
  });
  return data;
}

/** The file types of the statement export (spec 001 §2: Export CSV, PDF, JSON). */
export const STATEMENT_EXPORT_TYPES = ['CSV', 'PDF', 'JSON'] as const;
export type StatementExportType = (typeof STATEMENT_EXPORT_TYPES)[number];

/** GET /api/Accounts/{id}/Transactions/Export/{CSV|PDF|JSON}: every entry matching the filters, as a file. */
export async function exportAccountTransactions(
  accountId: string,
  type: StatementExportType,
  query: StatementExportQuery,
): Promise<Blob> {
  return getBlob(`/api/Accounts/${encodeURIComponent(accountId)}/Transactions/Export/${encodeURIComponent(type)}`, query);
}

import type { AccountTransactionPage, StatementQuery } from '../generated/schemas.ts';
import { http } from './http.ts';

/** GET /api/Accounts/{id}/Transactions (spec 000 §7): one page of the statement. */
export async function getAccountTransactions(accountId: string, query: StatementQuery): Promise<AccountTransactionPage> {
  const { data } = await http.get<AccountTransactionPage>(`/api/Accounts/${encodeURIComponent(accountId)}/Transactions`, {
    params: query,
  });
  return data;
}

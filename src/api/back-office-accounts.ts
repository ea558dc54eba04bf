import type {
  Account,
  AccountListQuery,
  AccountLock,
  AccountSearchQuery,
  AccountSummaryPage,
  AccountWorkflow,
  CallResult,
  PersonFileList,
} from '../generated/schemas.ts';
import { getBlob } from './files.ts';
import { isValidCnpj, isValidCpf } from '../domain/tax-id.ts';
import { unmaskTaxId } from '../domain/tax-id-format.ts';
import { http } from './http.ts';

/** GET /api/Accounts (bank operators): the merchant's accounts, registrations included, paged. */
export async function listAccounts(query: AccountListQuery = {}): Promise<AccountSummaryPage> {
  const { data } = await http.get<AccountSummaryPage>('/api/Accounts', { params: query });
  return data;
}

/**
 * GET /api/Accounts/Search (bank operators): merchantId required; spec 000 §5: taxId, branch and
 * account are sent only when set.
 */
export async function searchAccounts(query: AccountSearchQuery): Promise<AccountSummaryPage> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
  const { data } = await http.get<AccountSummaryPage>('/api/Accounts/Search', { params });
  return data;
}

/** GET /api/Accounts/{id}: an account of the operator's merchant, for the back office's account page. */
export async function getBackOfficeAccount(id: string): Promise<Account> {
  const { data } = await http.get<Account>(`/api/Accounts/${encodeURIComponent(id)}`);
  return data;
}

/** POST /api/Accounts/{id}/Lock or /Unlock (bank operators): a locked account's operators cannot sign in. */
export async function setAccountLocked(id: string, locked: boolean): Promise<AccountLock> {
  const { data } = await http.post<AccountLock>(`/api/Accounts/${encodeURIComponent(id)}/${locked ? 'Lock' : 'Unlock'}`);
  return data;
}

/** DELETE /api/Accounts/{id}/People/{personId}/ResetPassword: a temporary password goes to the person by SMS. */
export async function resetPersonPassword(id: string, personId: string): Promise<CallResult> {
  const { data } = await http.delete<CallResult>(
    `/api/Accounts/${encodeURIComponent(id)}/People/${encodeURIComponent(personId)}/ResetPassword`,
  );
  return data;
}

export type RegistrationDecisionPath = 'Approve' | 'Reject' | 'RequestDocuments';

/** POST /api/Accounts/{id}/Workflow/{decision} (bank operators): a decision on a registration in analysis. */
export async function decideRegistration(id: string, decision: RegistrationDecisionPath): Promise<AccountWorkflow> {
  const { data } = await http.post<AccountWorkflow>(`/api/Accounts/${encodeURIComponent(id)}/Workflow/${decision}`, {});
  return data;
}

/** The back office's account search: a tax id goes to GET /api/Accounts/Search, a name to GET /api/Accounts. */
export async function findAccounts(query: {
  merchantId: string;
  search?: string;
  pageNumber?: number;
  pageSize?: number;
}): Promise<AccountSummaryPage> {
  const search = query.search?.trim() ?? '';
  const taxId = unmaskTaxId(search);
  const paging = { pageNumber: query.pageNumber, pageSize: query.pageSize };
  if (isValidCpf(taxId) || isValidCnpj(taxId)) return searchAccounts({ merchantId: query.merchantId, taxId, ...paging });
  return listAccounts({ ...(search ? { search } : {}), ...paging });
}

/** The holder's documents of an account (GET .../People/{personId}/Files), as a bank operator reads them. */
export async function getAccountDocuments(id: string): Promise<PersonFileList> {
  const account = await getBackOfficeAccount(id);
  const { data } = await http.get<PersonFileList>(
    `/api/Accounts/${encodeURIComponent(id)}/People/${encodeURIComponent(account.personId)}/Files`,
  );
  return data;
}

/** GET /api/Accounts/People/Files/{fileId}: one document's bytes. */
export function getPersonDocument(fileId: string): Promise<Blob> {
  return getBlob(`/api/Accounts/People/Files/${encodeURIComponent(fileId)}`);
}

import type { ChangePassword, StatementExportQuery, StatementQuery } from '../../generated/schemas.ts';
import { getAccount } from '../../api/accounts.ts';
import { exportAccountTransactions, getAccountTransactions, type StatementExportType } from '../../api/account-transactions.ts';
import { getCurrentUser } from '../../api/authentication.ts';
import { cancelCard, getCards, lockCard, unlockCard } from '../../api/cards.ts';
import { changePassword } from '../../api/change-password.ts';
import { getLookup } from '../../api/lookups.ts';
import { lookupZipCode } from '../../api/zip-code.ts';
import type { OperationName } from '../catalog.ts';

export type Operation = (params: Record<string, unknown>, body?: unknown) => Promise<unknown>;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Drops the parameters that are empty, so a query carries only the filters that are set (spec 000 §5). */
function query<T extends object>(params: Record<string, unknown>): T {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as T;
}

/** The registry of server calls: every name of catalog.ts, each a function of src/api. */
export const liveOperations: Record<OperationName, Operation> = {
  account: ({ accountId }) => getAccount(text(accountId)),
  accountAddresses: async ({ accountId }) => (await getAccount(text(accountId))).addresses,
  accountTransactions: ({ accountId, ...rest }) => getAccountTransactions(text(accountId), query<StatementQuery>(rest)),
  exportAccountTransactions: ({ accountId, type, ...rest }) =>
    exportAccountTransactions(text(accountId), text(type) as StatementExportType, query<StatementExportQuery>(rest)),
  cards: (params) => getCards(query(params)),
  lockCard: ({ id }) => lockCard(text(id)),
  unlockCard: ({ id }) => unlockCard(text(id)),
  cancelCard: ({ id }) => cancelCard(text(id)),
  changePassword: (_params, body) => changePassword(body as ChangePassword),
  currentUser: () => getCurrentUser(),
  lookup: ({ name }) => getLookup(text(name)),
  zipCode: ({ zipCode }) => lookupZipCode(text(zipCode)),
};

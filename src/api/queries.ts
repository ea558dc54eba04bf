import { MutationCache, QueryCache, QueryClient, useQuery, type Query } from '@tanstack/react-query';
import { accountConfigCameEarly, balanceCameEarly, getAccount, getAccountConfig, getBalance } from './accounts.ts';
import { bankConfiguration } from './bank-configuration.ts';
import { reportError } from './errors.ts';
import type { HubEventName } from './hub-client.ts';

/** What a query or a mutation says of itself to the cache's callbacks. */
interface CallMeta extends Record<string, unknown> {
  /** Hub events after which the answer is stale (spec 000 §7: the events "are passed on to screens"). */
  refreshOn?: readonly HubEventName[];
  /** false: the caller shows the call's errors itself (a step that stops, a form that stays open). */
  reportErrors?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/** Errors become messages in one place (spec 000 §8), unless the caller shows them itself. */
function report(error: unknown, meta: CallMeta | undefined): void {
  if (meta?.reportErrors !== false) reportError(error);
}

/** The site's one client cache: every server answer a screen reads is kept and refreshed here. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => report(error, mutation.meta) }),
    defaultOptions: {
      // A failed call is reported once; the person retries with the screen's refresh.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 15_000 },
    },
  });
}

export const queryKeys = {
  bankConfiguration: ['bankConfiguration'] as const,
  account: (accountId: string) => ['account', accountId] as const,
  accountConfig: (accountId: string) => ['accountConfig', accountId] as const,
  /** A screen's call by its operation's name: ['operation', name, params]. */
  operation: (name: string, params: Record<string, unknown>) => ['operation', name, params] as const,
};

/** The queries whose answers a hub event makes stale: those that declared it in `refreshOn`. */
export function refreshForHubEvent(client: QueryClient, event: HubEventName): Promise<void> {
  return client.invalidateQueries({ predicate: (query: Query) => query.meta?.refreshOn?.includes(event) === true });
}

/** The queries that some hub event makes stale: fetched again when the hub first connects. */
export function refreshForAnyHubEvent(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query: Query) => (query.meta?.refreshOn?.length ?? 0) > 0 });
}

/** The screens' queries of these operations, after a change that makes them stale (a message read, a key deleted). */
export function invalidateOperations(client: QueryClient, names: readonly string[] | undefined): Promise<void> {
  if (!names || names.length === 0) return Promise.resolve();
  return client.invalidateQueries({
    predicate: (query: Query) => query.queryKey[0] === 'operation' && names.includes(String(query.queryKey[1])),
  });
}

/**
 * A query that starts from its early answer when that has come (src/api/early-answers.ts): the
 * signed-in page's first render shows the account's flags and balance at once, instead of
 * rendering again once the cache has taken them, a task later (bench:web's trace of the statement).
 */
function cameEarly<T>(came: () => { value: T; at: number } | undefined) {
  let taken: { value: T; at: number } | undefined;
  return {
    initialData: () => (taken = came())?.value,
    initialDataUpdatedAt: () => taken?.at,
  };
}

export function useBankConfiguration() {
  return useQuery({ queryKey: queryKeys.bankConfiguration, queryFn: bankConfiguration, staleTime: Infinity });
}

/**
 * The header's balance (spec 000 §7: Account and AccountTransaction reload it), under the key of the
 * `balance` operation: the home page's balance card shares its answer.
 */
export function useBalance(accountId: string) {
  return useQuery({
    queryKey: queryKeys.operation('balance', { accountId }),
    queryFn: () => getBalance(accountId),
    ...cameEarly(() => balanceCameEarly(accountId)),
    meta: { refreshOn: ['Account', 'AccountTransaction'] },
  });
}

export function useAccount(accountId: string) {
  return useQuery({ queryKey: queryKeys.account(accountId), queryFn: () => getAccount(accountId) });
}

/** The account's feature flags; they change rarely, so they are read once per session. */
export function useAccountConfig(accountId: string) {
  return useQuery({
    queryKey: queryKeys.accountConfig(accountId),
    queryFn: () => getAccountConfig(accountId),
    ...cameEarly(() => (accountId ? accountConfigCameEarly(accountId) : undefined)),
    staleTime: Infinity,
    enabled: accountId !== '',
  });
}

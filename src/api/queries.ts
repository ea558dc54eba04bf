import { MutationCache, QueryCache, QueryClient, useQuery } from '@tanstack/react-query';
import { getAccount, getAccountConfig, getBalance } from './accounts.ts';
import { bankConfiguration } from './bank-configuration.ts';
import { reportError } from './errors.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportError }),
    mutationCache: new MutationCache({ onError: reportError }),
    defaultOptions: {
      // A failed call is reported once; the person retries with the screen's refresh.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 15_000 },
    },
  });
}

export const queryKeys = {
  bankConfiguration: ['bankConfiguration'] as const,
  account: (accountId: string) => ['account', accountId] as const,
  balance: (accountId: string) => ['balance', accountId] as const,
  accountConfig: (accountId: string) => ['accountConfig', accountId] as const,
};

export function useBankConfiguration() {
  return useQuery({ queryKey: queryKeys.bankConfiguration, queryFn: bankConfiguration, staleTime: Infinity });
}

export function useBalance(accountId: string) {
  return useQuery({ queryKey: queryKeys.balance(accountId), queryFn: () => getBalance(accountId) });
}

export function useAccount(accountId: string) {
  return useQuery({ queryKey: queryKeys.account(accountId), queryFn: () => getAccount(accountId) });
}

/** The account's feature flags; they change rarely, so they are read once per session. */
export function useAccountConfig(accountId: string) {
  return useQuery({
    queryKey: queryKeys.accountConfig(accountId),
    queryFn: () => getAccountConfig(accountId),
    staleTime: Infinity,
    enabled: accountId !== '',
  });
}

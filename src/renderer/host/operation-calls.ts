import { hashKey, keepPreviousData, MutationObserver, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { takeEarlyRead } from '../../api/early-answers.ts';
import { invalidateOperations, queryKeys } from '../../api/queries.ts';
import type { HubEventName } from '../../api/hub-client.ts';
import type { OperationName } from '../screens/types.ts';
import { loadOperationWord, useOperationWord } from '../vocabulary/registry/operation-loader.ts';
import { useScreenHost, type CallOptions, type ScreenHost } from './screen-host.ts';

/** The cache key of an operation's answer; the studio's sample answers are kept apart from real ones. */
export function operationKey(host: ScreenHost, name: string, params: Record<string, unknown>): readonly unknown[] {
  return host.mode === 'live' ? queryKeys.operation(name, params) : ['preview', name, params];
}

/** The early answer's name of an operation's read with these parameters: its query's key, hashed as the cache does. */
export function earlyReadKey(operation: string, params: Record<string, unknown>): string {
  return `read ${hashKey(queryKeys.operation(operation, params))}`;
}

/**
 * How long a screen that opens takes the cached answer as it is: the screens of one page open a
 * moment apart (the header's balance, then home's balance card) and share one call; a screen opened
 * later reads again. An answer a change made stale (a mutation's `invalidates`, a hub event) is read
 * again at once.
 */
export const SHARED_ANSWER_MS = 5_000;

export interface OperationQuery {
  operation: OperationName;
  params: Record<string, unknown>;
  /** Reads the answer (the host's call by default; a screen's data source goes through host.fetchData). */
  read?: () => Promise<unknown>;
  refreshOn?: readonly HubEventName[];
  /** Keeps the last answer on screen while the next one loads (a grid's next page). */
  keepPrevious?: boolean;
  enabled?: boolean;
}

/**
 * A read of the screen language as a react-query query (src/api/queries.ts), keyed by its operation
 * and parameters: screens showing the same call share its answer, a hub event named in `refreshOn`
 * loads it again, and so do the reconnect, online and visibility refetches of the site.
 *
 * A read the cache has never seen leaves with the screen's render rather than after the page's
 * commit: a screen a navigation opens renders in slices (a transition), between which its read can
 * go out, instead of waiting for every other part of the page to render. The query takes that read
 * over when it mounts; a read that failed moments before is not made again, its error already
 * reported (spec 000 §8) and shown.
 */
export function useOperationQuery({ operation, params, read, refreshOn, keepPrevious, enabled = true }: OperationQuery) {
  const host = useScreenHost();
  const client = useQueryClient();
  // Whether its answers may be kept is the word's to say: the query waits for the word (a screen's
  // module brings the words it names, so it is there already but for the site's own calls).
  const word = useOperationWord(operation, enabled);
  const fresh = word?.fresh === true;
  const queryKey = operationKey(host, operation, params);
  const call = read ?? (() => host.call(operation, params, undefined));
  // A read the page's start asked for already (src/renderer/host/early-reads.ts) is taken, once.
  const queryFn = host.mode === 'live' ? () => takeEarlyRead(earlyReadKey(operation, params), call) : call;
  const meta = refreshOn ? { refreshOn } : undefined;
  const run = enabled && word !== undefined;
  // A word read afresh each time (fresh) keeps no answer to hand over, so it waits for its query.
  if (run && !fresh && client.getQueryCache().find({ queryKey, exact: true }) === undefined)
    void client.prefetchQuery({ queryKey, queryFn, meta });
  return useQuery({
    queryKey,
    queryFn,
    meta,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    enabled: run,
    // A screen that opens reads its data again, showing what the cache holds meanwhile, unless the
    // answer came moments ago and nothing made it stale since.
    refetchOnMount: (query) => (Date.now() - query.state.dataUpdatedAt < SHARED_ANSWER_MS ? true : 'always'),
    // Nor does it read again a call that failed moments ago: the same error, reported once.
    retryOnMount: (query) => !(query.state.status === 'error' && Date.now() - query.state.errorUpdatedAt < SHARED_ANSWER_MS),
    ...(fresh ? { staleTime: 0, gcTime: 0 } : {}),
  });
}

/**
 * An operation run by a step or a form: a query through the cache (a file, a draft), a mutation
 * otherwise, whose success makes the queries it names stale. The caller shows its errors.
 */
export async function runOperation(
  client: QueryClient,
  host: ScreenHost,
  name: OperationName,
  params: Record<string, unknown>,
  body: unknown,
  options?: CallOptions,
): Promise<unknown> {
  const word = await loadOperationWord(name);
  if (word.kind === 'query' && body === undefined) {
    return client.fetchQuery({
      queryKey: operationKey(host, name, params),
      queryFn: () => host.call(name, params, undefined, options),
      staleTime: 0,
      meta: { reportErrors: false },
      ...(word.fresh ? { gcTime: 0 } : {}),
    });
  }
  const mutation = new MutationObserver(client, {
    mutationKey: [name],
    mutationFn: () => (options ? host.call(name, params, body, options) : host.call(name, params, body)),
    meta: { reportErrors: false },
    onSuccess: () => invalidateOperations(client, word.invalidates),
  });
  return mutation.mutate(undefined);
}

/** The screen's way to run an operation (see runOperation). */
export function useOperationCall(): (
  name: OperationName,
  params: Record<string, unknown>,
  body?: unknown,
  options?: CallOptions,
) => Promise<unknown> {
  const client = useQueryClient();
  const host = useScreenHost();
  return useCallback((name, params, body, options) => runOperation(client, host, name, params, body, options), [client, host]);
}

import { useCallback, useMemo } from 'react';
import { useBindingScope } from '../actions/use-action-runner.ts';
import type { DataSource, ScreenModule } from '../screens/types.ts';
import { lacksRequired, resolveParams } from './bindings.ts';
import { useOperationQuery } from './operation-calls.ts';
import { useScreenHost } from './screen-host.ts';

export interface ScreenData {
  data: unknown;
  /** A call is on its way (the first, or a reload). */
  loading: boolean;
  /** No answer yet: the first call is on its way. */
  pending: boolean;
  failed: boolean;
  /** A parameter the source requires has no value: nothing was asked. */
  missing: boolean;
  /** Loads the data again; settles once the new answer is in. */
  reload(): Promise<unknown>;
}

/**
 * A screen's data: its data source's call with the bound parameters (and `extra`, a grid's page and
 * filters), read through the site's react-query cache (host/operation-calls.ts): loaded again when
 * they change, on reload, and when a hub event the source names in `refreshOn` arrives.
 */
export function useScreenData(
  source: DataSource | undefined,
  module: ScreenModule,
  extra: Record<string, unknown> = {},
): ScreenData {
  const host = useScreenHost();
  const scope = useBindingScope();
  const params = useMemo(() => ({ ...resolveParams(source?.params, scope), ...extra }), [source, scope, extra]);
  // The studio's preview answers sample data whatever the address holds.
  const missing = host.mode === 'live' && lacksRequired(source?.required, params);
  const query = useOperationQuery({
    operation: source?.operation ?? 'currentUser',
    params,
    read: () => host.fetchData(source!, params, module),
    refreshOn: source?.refreshOn,
    keepPrevious: true,
    enabled: source !== undefined && !missing,
  });
  const { refetch } = query;
  // Without a required parameter a reload asks nothing either.
  const reload = useCallback(() => (missing ? Promise.resolve(undefined) : refetch()), [missing, refetch]);
  return {
    data: source && !missing ? query.data : undefined,
    loading: source !== undefined && !missing && query.isFetching,
    pending: source !== undefined && !missing && query.isPending,
    failed: query.isError,
    missing,
    reload,
  };
}

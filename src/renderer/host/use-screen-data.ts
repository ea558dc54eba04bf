import { useCallback, useEffect, useMemo, useState } from 'react';
import { reportError } from '../../api/errors.ts';
import { useBindingScope } from '../actions/use-action-runner.ts';
import type { DataSource, ScreenModule } from '../screens/types.ts';
import { resolveParams } from './bindings.ts';
import { useScreenHost } from './screen-host.ts';

export interface ScreenData {
  data: unknown;
  loading: boolean;
  failed: boolean;
  reload(): void;
}

/**
 * A screen's data: its data source's call with the bound parameters (and `extra`, a grid's page and
 * filters), loaded again when they change or on reload. A failure is reported once, as every call's.
 */
export function useScreenData(
  source: DataSource | undefined,
  module: ScreenModule,
  extra: Record<string, unknown> = {},
): ScreenData {
  const host = useScreenHost();
  const scope = useBindingScope();
  const params = useMemo(() => ({ ...resolveParams(source?.params, scope), ...extra }), [source, scope, extra]);
  const key = JSON.stringify(params);
  const [state, setState] = useState<{ data: unknown; loading: boolean; failed: boolean }>({
    data: undefined,
    loading: Boolean(source),
    failed: false,
  });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((value) => value + 1), []);

  useEffect(() => {
    if (!source) return;
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    host.fetchData(source, JSON.parse(key) as Record<string, unknown>, module).then(
      (data) => current && setState({ data, loading: false, failed: false }),
      (error: unknown) => {
        if (!current) return;
        reportError(error);
        setState({ data: undefined, loading: false, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [host, source, module, key, round]);

  return { ...state, reload };
}

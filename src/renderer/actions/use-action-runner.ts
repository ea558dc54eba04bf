import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDialogs, useModal } from '../dialogs/dialog-context.ts';
import type { BindingScope } from '../host/bindings.ts';
import { useOperationCall } from '../host/operation-calls.ts';
import { useScreenHost } from '../host/screen-host.ts';
import type { Step } from '../screens/types.ts';
import { runSteps } from './run-steps.ts';

const ignore = () => undefined;
const nothingToReload = async () => undefined;

/** The values @route, @query and @account read: a modal's own values replace the route's. */
export function useBindingScope(): BindingScope {
  const host = useScreenHost();
  const routeParams = useParams();
  const [search] = useSearchParams();
  const modal = useModal();
  return {
    route: modal?.scope.route ?? routeParams,
    query: Object.fromEntries(search.entries()),
    account: host.user,
  };
}

/**
 * Runs a list of steps with everything they may need; `extra` adds the row, the form or the filters;
 * `say` is the view's place for a message next to one of the record's fields.
 */
export function useActionRunner(
  reload: () => Promise<unknown> = nothingToReload,
): (steps: readonly Step[], extra?: Partial<BindingScope>, say?: (field: string, message: string) => void) => Promise<boolean> {
  const host = useScreenHost();
  const call = useOperationCall();
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const routerNavigate = useNavigate();
  const modal = useModal();
  const scope = useBindingScope();
  return useCallback(
    (steps, extra, say) =>
      runSteps(steps, {
        say,
        host,
        call,
        t,
        dialogs,
        navigate: host.navigate ?? ((to) => void routerNavigate(to)),
        reload: async () => {
          await reload();
        },
        close: modal?.close ?? ignore,
        scope: { ...scope, ...extra },
      }),
    [host, call, t, dialogs, routerNavigate, reload, modal, scope],
  );
}

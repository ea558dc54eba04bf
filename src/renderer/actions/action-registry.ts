import type { TFunction } from 'i18next';
import { publishNotice } from '../../api/notices.ts';
import { reportError } from '../../api/errors.ts';
import type { DialogApi } from '../dialogs/dialog-context.ts';
import { resolveParams, resolveValue, type BindingScope } from '../host/bindings.ts';
import type { ScreenHost } from '../host/screen-host.ts';
import type { Step, StepAction } from '../screens/types.ts';

/** What a step may use while it runs. */
export interface ActionContext {
  host: ScreenHost;
  scope: BindingScope;
  t: TFunction;
  dialogs: DialogApi;
  navigate(to: string): void;
  /** Loads the screen's data again (a grid, a detail). */
  reload(): void;
  /** Closes the modal the screen is in, with a result for its opener. */
  close(result?: unknown): void;
}

/** A named action: perform answers false to stop the steps after it (a refused confirm, a failed call). */
export interface ActionDefinition {
  name: StepAction;
  perform(step: Step, context: ActionContext): Promise<boolean>;
}

function withQuery(path: string, query: Record<string, unknown>): string {
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([name, value]) => [name, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The action registry (amis-style names, Excalidraw-style registry): screen files name actions,
 * and only the ones here exist. Each step's texts are keys translated when shown.
 */
export const ACTIONS: Record<StepAction, ActionDefinition> = {
  api: {
    name: 'api',
    async perform(step, { host, scope }) {
      try {
        await host.call(step.operation!, resolveParams(step.params, scope), resolveValue(step.body, scope));
        return true;
      } catch (error) {
        reportError(error);
        return false;
      }
    },
  },
  confirm: {
    name: 'confirm',
    perform: (step, { dialogs }) =>
      dialogs.confirm({
        message: step.message!,
        title: step.title,
        confirmLabel: step.confirmLabel,
        cancelLabel: step.cancelLabel,
      }),
  },
  dialog: {
    name: 'dialog',
    // Closing with a result goes on with the next steps (spec 001 §4: a modal closed with a result reloads the grid); × stops them.
    async perform(step, { dialogs, scope }) {
      const result = await dialogs.openScreen(step.screen!, {
        route: resolveParams(step.params, scope) as Record<string, string>,
      });
      return result !== undefined;
    },
  },
  navigate: {
    name: 'navigate',
    async perform(step, { navigate, scope }) {
      navigate(withQuery(step.to!, resolveParams(step.query, scope)));
      return true;
    },
  },
  reload: {
    name: 'reload',
    async perform(_step, { reload }) {
      reload();
      return true;
    },
  },
  close: {
    name: 'close',
    async perform(_step, { close, scope }) {
      close(scope.form ?? true);
      return true;
    },
  },
  toast: {
    name: 'toast',
    async perform(step, { t }) {
      const level = step.level ?? 'success';
      publishNotice({ kind: 'toast', level, title: t(step.title ?? `titles.${level}`), message: t(step.message!) });
      return true;
    },
  },
  send: {
    name: 'send',
    async perform(step, { host, scope }) {
      const machine = host.machines[step.machine!];
      if (!machine) return false;
      machine.send({ ...resolveParams(step.params, scope), type: step.event! });
      return true;
    },
  },
};

/** Runs the steps in order; one that answers false stops the rest. */
export async function runSteps(steps: readonly Step[], context: ActionContext): Promise<boolean> {
  for (const step of steps) {
    if (!(await ACTIONS[step.action].perform(step, context))) return false;
  }
  return true;
}

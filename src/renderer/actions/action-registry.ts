import type { TFunction } from 'i18next';
import { publishNotice } from '../../api/notices.ts';
import { reportError } from '../../api/errors.ts';
import type { TokenResendAnswer } from '../../machines/two-factor.machine.ts';
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

/**
 * What a step answers: false stops the steps after it (a refused confirm, a failed call); true goes
 * on; `{ result }` goes on with the answer the later steps read as @result.
 */
export type StepOutcome = boolean | { result: unknown };

/** A named action. */
export interface ActionDefinition {
  name: StepAction;
  perform(step: Step, context: ActionContext): Promise<StepOutcome>;
}

function withQuery(path: string, query: Record<string, unknown>): string {
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([name, value]) => [name, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}

const DEFAULT_APPROVAL_LABELS = {
  approveLabel: 'approval.approve',
  disapproveLabel: 'approval.disapprove',
  cancelLabel: 'approval.cancel',
};

/**
 * The action registry (amis-style names, Excalidraw-style registry): screen files name actions,
 * and only the ones here exist. Each step's texts are keys translated when shown.
 */
export const ACTIONS: Record<StepAction, ActionDefinition> = {
  api: {
    name: 'api',
    async perform(step, { host, scope }) {
      try {
        const result = await host.call(step.operation!, resolveParams(step.params, scope), resolveValue(step.body, scope));
        return { result };
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
  dismiss: {
    name: 'dismiss',
    // Closes without a result, so the steps that opened the modal stop (a review the person cancelled).
    async perform(_step, { close }) {
      close();
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
      // A machine that answers (a card action's request) goes on only once it succeeded.
      const answer = await machine.send({ ...resolveParams(step.params, scope), type: step.event! });
      return answer !== false;
    },
  },
  approve: {
    name: 'approve',
    // spec 001 §4: approve goes on with the approved operation; disapproved or cancelled, the steps stop.
    async perform(step, context) {
      const { host, scope, dialogs, t } = context;
      const params = resolveParams(step.params, scope);
      // A step that names no button gets the three of screens' usual approval (approve, disapprove, cancel).
      const labels = step.approveLabel || step.disapproveLabel || step.cancelLabel ? step : DEFAULT_APPROVAL_LABELS;
      const outcome = await dialogs.approve({
        title: step.title,
        approveLabel: labels.approveLabel,
        disapproveLabel: labels.disapproveLabel,
        cancelLabel: labels.cancelLabel,
        selectable: step.selectable,
        submit: (submission) => host.call(step.operation!, params, submission),
      });
      if (!outcome) {
        // Closed without a decision: the operation waits on the bank (`cancelled` steps say so on the screen).
        if (step.cancelled) await runSteps(step.cancelled, context);
        return false;
      }
      if (!outcome.approved) {
        publishNotice({ kind: 'toast', level: 'info', title: t('titles.info'), message: t('approval.disapproved') });
        // The operation was cancelled on the bank: a list showing it still has to show that (`disapproved` steps).
        if (step.disapproved) await runSteps(step.disapproved, { ...context, scope: { ...scope, result: outcome.answer } });
        return false;
      }
      return { result: outcome.answer };
    },
  },
  twoFactor: {
    name: 'twoFactor',
    // spec 001 §4: the six digits go on as @result.code; closing the dialog stops the steps.
    async perform(step, { host, scope, dialogs }) {
      const params = resolveParams(step.params, scope);
      const code = await dialogs.twoFactor({
        message: step.message,
        resend: async () => (await host.call(step.operation!, params, undefined)) as TokenResendAnswer,
      });
      return code === null ? false : { result: { code } };
    },
  },
  copy: {
    name: 'copy',
    // The PIX copy-and-paste code and similar: a failure to reach the clipboard says so instead of pretending.
    async perform(step, { scope, t }) {
      const value = resolveValue(step.value, scope);
      try {
        await navigator.clipboard.writeText(value === undefined || value === null ? '' : String(value));
      } catch {
        publishNotice({ kind: 'toast', level: 'error', title: t('titles.error'), message: t('messages.copy_failed') });
        return false;
      }
      publishNotice({ kind: 'toast', level: 'success', title: t('titles.success'), message: t(step.message!) });
      return true;
    },
  },
};

/** Runs the steps in order; one that answers false stops the rest. Each answer replaces @result for the steps after it. */
export async function runSteps(steps: readonly Step[], context: ActionContext): Promise<boolean> {
  let scope = context.scope;
  for (const step of steps) {
    const outcome = await ACTIONS[step.action].perform(step, { ...context, scope });
    if (outcome === false) return false;
    if (outcome !== true) scope = { ...scope, result: outcome.result };
  }
  return true;
}

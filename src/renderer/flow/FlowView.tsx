import { lazy, Suspense, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ActionButton } from '../actions/ActionButton.tsx';
import { useActionRunner } from '../actions/use-action-runner.ts';
import { formatValue } from '../formats/format-value.tsx';
import { valueAt } from '../host/bindings.ts';
import { canAccess, evaluateCondition } from '../host/conditions.ts';
import { ScreenHostContext, useScreenHost, type MachineHandle, type MachineView } from '../host/screen-host.ts';
import { ScreenView } from '../ScreenView.tsx';
import type { ScreenModule } from '../screens/types.ts';
import type { FlowScreen, FlowState } from '../../generated/screen-format.ts';
import './flow.css';

const ValidationsPart = lazy(() => import('./ValidationsPart.tsx').then((module) => ({ default: module.ValidationsPart })));
const RepresentativesPart = lazy(() =>
  import('./RepresentativesPart.tsx').then((module) => ({ default: module.RepresentativesPart })),
);
const DocumentsPart = lazy(() => import('./DocumentsPart.tsx').then((module) => ({ default: module.DocumentsPart })));
const OnboardingLinkPart = lazy(() =>
  import('./OnboardingLinkPart.tsx').then((module) => ({ default: module.OnboardingLinkPart })),
);

const PARTS = {
  validations: ValidationsPart,
  representatives: RepresentativesPart,
  documents: DocumentsPart,
  onboardingLink: OnboardingLinkPart,
} as const;

const nothing = () => () => undefined;
const none = () => null;

/** What a machine handle shows now, kept in step with it. */
export function useMachineView(handle: MachineHandle | undefined): MachineView | null {
  return useSyncExternalStore(handle?.watch ?? nothing, handle?.view ?? none, handle?.view ?? none);
}

/** An entry's identity: its place, and the value that starts it afresh when it changes. */
function entryKey(index: number, entry: FlowState, view: MachineView): string {
  if (!entry.resetOn) return String(index);
  const value = valueAt(view.data, entry.resetOn);
  return `${index}:${Array.isArray(value) ? value.length : String(value)}`;
}

export interface PartProps {
  view: MachineView;
  machine: MachineHandle;
}

/**
 * A flow screen (kind `flow`): the machine it names says which of its entries show; the progress of
 * its steps above, the machine's last refusal under it, and the buttons of every step at the end. A
 * form of an entry starts from the machine's data and its submit sends to the machine.
 */
export function FlowView({ module }: { module: ScreenModule }) {
  const screen = module.screen as FlowScreen;
  const spec = screen.spec;
  const { t } = useTranslation();
  const host = useScreenHost();
  const machine = host.machines[spec.machine];
  const view = useMachineView(machine);
  const run = useActionRunner();
  if (!machine || !view) {
    return (
      <p className="loading" role="status">
        {t('app.loading')}
      </p>
    );
  }
  const shown = spec.screens.flatMap((entry, index) =>
    entry.states.includes(view.state) && evaluateCondition(entry.when, view.data, host) ? [{ entry, index }] : [],
  );
  const steps = (spec.steps ?? []).filter((step) => evaluateCondition(step.when, view.data, host));
  const current = steps.findIndex((step) => step.states.includes(view.state));
  const error = spec.errorFrom ? valueAt(view.data, spec.errorFrom) : null;
  const notice = spec.noticeFrom ? valueAt(view.data, spec.noticeFrom) : null;
  const actions = (spec.actions ?? []).filter(
    (action) => canAccess(action, host) && evaluateCondition(action.when, view.data, host),
  );
  return (
    <section className="flow" data-screen={screen.id} data-state={view.state} aria-busy={view.busy}>
      <h1>{t(screen.title)}</h1>
      {steps.length > 0 && (
        <ol className="flow-steps" aria-label={t('flow.progress')}>
          {steps.map((step, position) => (
            <li
              key={step.label}
              className={position < current ? 'done' : position === current ? 'current' : undefined}
              aria-current={position === current ? 'step' : undefined}
            >
              <span className="flow-step-number" aria-hidden="true">
                {position + 1}
              </span>
              <span className="flow-step-label">{t(step.label)}</span>
            </li>
          ))}
        </ol>
      )}
      {shown.map(({ entry, index }) => (
        <FlowEntry key={entryKey(index, entry, view)} entry={entry} view={view} machine={machine} run={run} />
      ))}
      {typeof notice === 'string' && notice && (
        <p className="notice notice-error" role="alert">
          {t(notice)}
        </p>
      )}
      {!notice && typeof error === 'string' && error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      {actions.length > 0 && (
        <div className="flow-actions">
          {actions.map((action) => (
            <ActionButton key={action.id} action={action} onRun={() => run(action.steps, { row: view.data })} />
          ))}
        </div>
      )}
    </section>
  );
}

function FlowEntry({
  entry,
  view,
  machine,
  run,
}: {
  entry: FlowState;
  view: MachineView;
  machine: MachineHandle;
  run: ReturnType<typeof useActionRunner>;
}) {
  const { t } = useTranslation();
  const host = useScreenHost();
  // The form of the entry starts from the machine's data as it was when the entry showed.
  const [first] = useMemo(() => [entry.values ? valueAt(view.data, entry.values) : undefined], [entry]);
  const screenHost = useMemo(() => ({ ...host, initialFormData: () => first }), [host, first]);
  const Part = entry.part ? PARTS[entry.part] : null;
  const actions = (entry.actions ?? []).filter(
    (action) => canAccess(action, host) && evaluateCondition(action.when, view.data, host),
  );
  return (
    <div className="flow-entry">
      {entry.title && <h2>{t(entry.title)}</h2>}
      {entry.text?.map((key) => (
        <p key={key} className="flow-text">
          {t(key)}
        </p>
      ))}
      {Part && (
        <Suspense fallback={<span className="spinner" aria-label={t('app.loading')} />}>
          <Part view={view} machine={machine} />
        </Suspense>
      )}
      {entry.screen && (
        <ScreenHostContext.Provider value={screenHost}>
          <ScreenView id={entry.screen} />
        </ScreenHostContext.Provider>
      )}
      {entry.fields && entry.fields.length > 0 && (
        <dl className="flow-fields">
          {entry.fields
            .filter((field) => canAccess(field, host) && evaluateCondition(field.when, view.data, host))
            .map((field) => (
              <div key={`${field.field}-${field.label}`} className="flow-field">
                <dt>{t(field.label)}</dt>
                <dd>{formatValue(field, view.data, t, true)}</dd>
              </div>
            ))}
        </dl>
      )}
      {entry.checkbox && (
        <label className="flow-checkbox">
          <input
            type="checkbox"
            checked={valueAt(view.data, entry.checkbox.field) === true}
            disabled={view.busy}
            onChange={(event) => void machine.send({ type: entry.checkbox!.event, accepted: event.target.checked })}
          />
          {t(entry.checkbox.label)}
        </label>
      )}
      {actions.length > 0 && (
        <div className="flow-entry-actions">
          {actions.map((action) => (
            <ActionButton key={action.id} action={action} onRun={() => run(action.steps, { row: view.data })} />
          ))}
        </div>
      )}
    </div>
  );
}

import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router-dom';
import { readSavedAccount, saveAccount } from '../../api/saved-account.ts';
import type { BoxButton, BoxField, BoxScreen } from '../../generated/screen-format.ts';
import { EyeIcon } from '../formats/EyeIcon.tsx';
import { evaluateCondition } from '../host/conditions.ts';
import type { ScreenHost } from '../host/screen-host.ts';
import type { FeatureName, Step } from '../screens/types.ts';
import { boxErrors, keptValue, shownValue, type BoxValues } from './box-values.ts';

// Loaded only when a box needs them: the code boxes, and the renderer for steps (a dialog).
const TokenField = lazy(() => import('./TokenField.tsx').then((module) => ({ default: module.TokenField })));
const StepRunner = lazy(() => import('../site/StepRunner.tsx').then((module) => ({ default: module.StepRunner })));

/** What a box shows of its machine and how it talks to it (the session machine, for the sign-in). */
export interface BoxMachine {
  state: string;
  context: Record<string, unknown>;
  send(event: { type: string } & Record<string, unknown>): void;
}

export interface BoxViewProps {
  screen: BoxScreen;
  /** Every box by id, for the ones shown in other states of the machine. */
  boxes: Readonly<Record<string, BoxScreen>>;
  machine: BoxMachine;
  /** The copy written into the page's HTML at build time: it takes no input (the live box replaces it). */
  inert?: boolean;
  /** The host the steps of a box run with (a dialog): made only when a step runs. */
  loadHost?: () => Promise<ScreenHost>;
  /** The flags its buttons may ask for: before a sign-in, the bank's (all off while unknown). */
  features?: Partial<Record<FeatureName, boolean>>;
}

const NO_ONE = { user: null, features: {} };

/** The name of the field of the page's first-paint copy that has the focus, while that copy is still there. */
function copyFocus(): string | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLInputElement && active.form?.classList.contains('login-form') ? active.name || null : null;
}

function firstValues(fields: readonly BoxField[], remembered: readonly string[]): BoxValues {
  const saved = remembered.length > 0 ? readSavedAccount() : null;
  return Object.fromEntries(
    fields.map((field) => {
      const stored =
        saved && remembered.includes(field.name) ? (saved as unknown as Record<string, unknown>)[field.name] : undefined;
      return [field.name, typeof stored === 'string' ? stored : (field.default ?? '')];
    }),
  );
}

/**
 * A box screen (kind `box`): its texts, fields and buttons, drawn without the form library so it can
 * be part of the page's first paint; the machine it names says which box shows (`states`), when it
 * waits, and hears its events. Steps (a dialog) load the renderer only when they run.
 */
export function BoxView(props: BoxViewProps) {
  const { screen, boxes, machine } = props;
  const other = screen.spec.states?.[machine.state];
  const next = other ? boxes[other] : undefined;
  if (next && next.id !== screen.id) return <BoxView key={next.id} {...props} screen={next} />;
  return <BoxForm key={screen.id} {...props} />;
}

function BoxForm({ screen, machine, inert = false, loadHost, features = {} }: BoxViewProps) {
  const { t } = useTranslation();
  const id = useId();
  const spec = screen.spec;
  const fields = spec.fields ?? [];
  const remembered = spec.remember?.fields ?? [];
  const [values, setValues] = useState<BoxValues>(() => firstValues(fields, remembered));
  const [remember, setRemember] = useState(() => remembered.length > 0 && readSavedAccount() !== null);
  const [submitted, setSubmitted] = useState(false);
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const [complete, setComplete] = useState<Record<string, boolean>>({});
  const [running, setRunning] = useState<{ host: ScreenHost; steps: readonly Step[]; done(finished: boolean): void } | null>(
    null,
  );
  const errors = boxErrors(fields, values);
  // Values sent while the machine cannot take them yet (the stored session still being read): they
  // go once it leaves those states, and the box waits meanwhile, so no press of the button is lost.
  const [held, setHeld] = useState<BoxValues | null>(null);
  const holding = spec.submit?.holdIn?.includes(machine.state) ?? false;
  const busy = held !== null || (spec.submit?.busyIn?.includes(machine.state) ?? false);
  const refusal = spec.errorsFrom ? machine.context[spec.errorsFrom] : undefined;
  const refused = Array.isArray(refusal) && refusal.length > 0 ? (refusal as { message?: string }[]) : null;
  // The field the person had moved to in the page's first-paint copy keeps the focus when the live box replaces it.
  const [focused] = useState(copyFocus);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focused) formRef.current?.querySelector<HTMLElement>(`[name="${focused}"]`)?.focus();
  }, [focused]);

  // Whether the box was sent since it was last emptied: only what answers a send empties it.
  const sentRef = useRef(false);
  useEffect(() => {
    // A refused sign-in keeps nothing of the password; the box was sent whole, so it says nothing
    // against the emptied field ("Informe a senha.") until it is sent again. The same state reached
    // without a send (a stored session found absent while the person types) empties nothing.
    if (!sentRef.current) return;
    const cleared = fields.filter((field) => field.clearIn?.includes(machine.state));
    if (cleared.length === 0) return;
    sentRef.current = false;
    setValues((current) => ({ ...current, ...Object.fromEntries(cleared.map((field) => [field.name, ''])) }));
    setSubmitted(false);
  }, [machine.state]);

  const runSteps = useCallback(
    (steps: readonly Step[]) =>
      new Promise<boolean>((resolve) => {
        if (!loadHost) return resolve(false);
        void loadHost().then((host) =>
          setRunning({
            host,
            steps,
            done: (finished) => {
              setRunning(null);
              resolve(finished);
            },
          }),
        );
      }),
    [loadHost],
  );
  const shownOnce = useRef(false);
  useEffect(() => {
    if (shownOnce.current || inert || !spec.onShow) return;
    shownOnce.current = true;
    void runSteps(spec.onShow);
  }, [inert, spec.onShow, runSteps]);

  const dispatch = (current: BoxValues) => {
    const submit = spec.submit!;
    sentRef.current = true;
    machine.send({ type: submit.event, ...(submit.payload ? { [submit.payload]: current } : current) });
  };
  const send = (current: BoxValues) => {
    if (!spec.submit || busy) return;
    if (remembered.length > 0)
      saveAccount(remember ? (Object.fromEntries(remembered.map((name) => [name, current[name] ?? ''])) as never) : null);
    if (holding) setHeld(current);
    else dispatch(current);
  };
  useEffect(() => {
    if (held === null || holding) return;
    setHeld(null);
    dispatch(held);
  }, [held, holding]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    send(values);
  };
  const change = (field: BoxField, typed: string) =>
    setValues((current) => ({ ...current, [field.name]: keptValue(field, typed) }));
  const fieldError = (field: BoxField) => (submitted && errors[field.name] ? `${id}-${field.name}-error` : undefined);
  const press = (button: BoxButton) => {
    if (button.event) machine.send({ type: button.event });
    else if (button.steps) void runSteps(button.steps);
  };

  const input = (field: BoxField) => {
    const inputId = `${id}-${field.name}`;
    if (field.input === 'token') {
      return (
        <Suspense fallback={<span className="spinner" aria-label={t('app.loading')} />}>
          <TokenField
            disabled={busy || inert}
            invalid={Boolean(refused)}
            labelledBy={`${id}-subtitle`}
            describedBy={refused ? `${id}-refusal` : undefined}
            resetOn={refusal}
            onChange={(code, whole) => {
              setValues((current) => ({ ...current, [field.name]: code }));
              setComplete((current) => ({ ...current, [field.name]: whole }));
              // spec 001 §4: the sixth digit sends the code.
              if (whole && spec.submit?.whenComplete) send({ ...values, [field.name]: code });
            }}
          />
        </Suspense>
      );
    }
    const control = (
      <input
        id={inputId}
        name={field.name}
        type={field.input === 'password' && !shown[field.name] ? 'password' : 'text'}
        inputMode={field.input === 'digits' || field.input === 'account' ? 'numeric' : undefined}
        autoComplete={field.autocomplete ?? 'off'}
        autoCapitalize={field.input === 'text' ? 'none' : undefined}
        maxLength={field.maxLength}
        readOnly={inert}
        value={shownValue(field, values[field.name] ?? '')}
        onChange={(event) => change(field, event.target.value)}
        aria-invalid={Boolean(fieldError(field))}
        aria-describedby={fieldError(field)}
      />
    );
    if (field.input !== 'password') return control;
    const visible = shown[field.name] === true;
    return (
      <div className="input-with-button">
        {control}
        <button
          type="button"
          className="icon-button"
          disabled={inert}
          onClick={() => setShown((current) => ({ ...current, [field.name]: !visible }))}
          aria-pressed={visible}
          aria-label={t((visible ? field.hideLabel : field.showLabel) ?? 'form.showPassword')}
        >
          <EyeIcon open={!visible} />
        </button>
      </div>
    );
  };

  const rows: BoxField[][] = [];
  for (const field of fields) {
    const last = rows[rows.length - 1];
    if (field.row !== undefined && last?.[0]?.row === field.row) last.push(field);
    else rows.push([field]);
  }
  const fieldBlock = (field: BoxField) => (
    <div key={field.name} className={`field${field.width === 'short' ? ` field-${field.name}` : ''}`}>
      {field.input === 'token' ? null : <label htmlFor={`${id}-${field.name}`}>{t(field.label)}</label>}
      {input(field)}
      {fieldError(field) && (
        <span className="field-error" id={fieldError(field)}>
          {t(errors[field.name]!)}
        </span>
      )}
    </div>
  );
  const waitingForAll = spec.submit?.whenComplete && fields.some((field) => field.input === 'token' && !complete[field.name]);

  // The dialogs of its steps show beside the box, not in it: a form inside a form is no form.
  return (
    <>
      <form
        ref={formRef}
        className={`login-form box-${screen.id}`}
        onSubmit={onSubmit}
        noValidate
        aria-busy={busy || inert}
        data-screen={screen.id}
      >
        <h1>{t(screen.title)}</h1>
        {spec.subtitle && (
          <p className="muted" id={`${id}-subtitle`}>
            {t(spec.subtitle)}
          </p>
        )}
        {(spec.notices ?? [])
          .filter((notice) => evaluateCondition(notice.when, machine.context, NO_ONE))
          .map((notice) => (
            <p key={notice.text} className="notice" role="status">
              {t(notice.text)}
            </p>
          ))}
        {rows.map((row) =>
          row.length > 1 ? (
            <div key={row[0]!.name} className="field-row">
              {row.map(fieldBlock)}
            </div>
          ) : (
            fieldBlock(row[0]!)
          ),
        )}
        {refused && (
          <p className="field-error" id={`${id}-refusal`}>
            {refused.map((item) => item.message).join(' ')}
          </p>
        )}
        {spec.remember && (
          <label className="checkbox">
            <input type="checkbox" checked={remember} disabled={inert} onChange={(event) => setRemember(event.target.checked)} />
            {t(spec.remember.label)}
          </label>
        )}
        {spec.submit && (
          <button type="submit" className="button button-primary button-block" disabled={busy || inert || Boolean(waitingForAll)}>
            {busy && spec.submit.busyLabel ? t(spec.submit.busyLabel) : t(spec.submit.label)}
          </button>
        )}
        {(spec.buttons ?? [])
          .filter((button) => (button.features ?? []).every((flag) => features[flag] === true))
          .map((button) =>
            button.to ? (
              <Link key={button.label} className={`button button-${button.style ?? 'secondary'} button-block`} to={button.to}>
                {t(button.label)}
              </Link>
            ) : (
              <button
                key={button.label}
                type="button"
                className={`button button-${button.style ?? 'secondary'} button-block`}
                disabled={inert || (running !== null && button.steps !== undefined)}
                onClick={() => press(button)}
              >
                {t(button.label)}
              </button>
            ),
          )}
      </form>
      {running && (
        <Suspense fallback={null}>
          <StepRunner host={running.host} steps={running.steps} onDone={running.done} />
        </Suspense>
      )}
    </>
  );
}

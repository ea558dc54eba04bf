import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../i18n/use-translation.ts';
import Form, { type IChangeEvent } from '@rjsf/core';
import { getDefaultFormState, type RJSFValidationError } from '@rjsf/utils';
import { reportError } from '../../api/errors.ts';
import { useActionRunner, useBindingScope } from '../actions/use-action-runner.ts';
import { useModal } from '../dialogs/dialog-context.ts';
import { resolveParams, resolveValue } from '../host/bindings.ts';
import { useOperationCall } from '../host/operation-calls.ts';
import { useScreenHost } from '../host/screen-host.ts';
import { transformErrors } from './error-messages.ts';
import { applyFormEffects, hasFormEffects } from './form-effects.ts';
import type { FormBundle } from './form-bundle.ts';
import type { FormContextValue } from './form-context.ts';
import { blockNames, formStatus, FormStatusStore, sameStatus, type FormStatus } from './form-status.ts';
import { FieldStateStore } from './field-state.ts';
import { RuleStore } from './rule-store.ts';
import { FIELDS, TEMPLATES, WIDGETS } from './theme.ts';

export interface ScreenFormProps {
  bundle: FormBundle;
  initialData?: unknown;
  /** Called whenever the form's validity or errors change, with each block's own. */
  onStatus?(status: FormStatus): void;
}

/**
 * A form screen over react-jsonschema-form with the project's widgets: values validated by the
 * precompiled validator on blur and on submit, errors shown per spec 001 §5, the submit operation
 * run and then the steps after it (toast, close, reload, navigate).
 */
export function ScreenForm({ bundle, initialData, onStatus }: ScreenFormProps) {
  const { t } = useTranslation();
  const host = useScreenHost();
  const modal = useModal();
  const scope = useBindingScope();
  const runSteps = useActionRunner();
  const call = useOperationCall();
  const formRef = useRef<Form>(null);
  const submitting = useRef(false);
  // One Idempotency-Key per attempt: a retry of the same request (after a lost answer) reuses it, any change makes a new one.
  const attempt = useRef<{ key: string; request: string } | null>(null);
  const inFlight = useRef(false);
  const blocks = useMemo(() => blockNames(bundle.schema), [bundle]);
  const [context] = useState<FormContextValue>(() => ({
    fieldState: new FieldStateStore(),
    rules: new RuleStore(bundle.screen.spec.rules ?? [], host),
    status: new FormStatusStore(),
    services: host.services,
  }));
  const [status, setStatus] = useState<FormStatus>(() => formStatus(bundle, blocks, initialData));
  const [busy, setBusy] = useState(false);
  const submit = bundle.screen.spec.submit;
  // A form whose values change as the person types (derived fields, a switch that clears it) hands rjsf
  // the values an effect changed; a keystroke no effect touches stays rjsf's own (no second pass over the form).
  const effects = hasFormEffects(bundle.screen.spec);
  const [values, setValues] = useState<unknown>(initialData);
  const formId = useId();
  const valuesRef = useRef<unknown>(initialData);
  const blank = useMemo(
    () => (effects ? getDefaultFormState(bundle.validator, bundle.schema, undefined, bundle.schema) : undefined),
    [effects, bundle],
  );

  // The whole form's validation, for the submit button and the blocks' marks, runs once the typed
  // character is painted (the next frame), on the latest values only: the keystroke does not wait for it.
  const statusData = useRef<unknown>(initialData);
  const statusFrame = useRef<number | null>(null);
  const scheduleStatus = useCallback(
    (data: unknown) => {
      statusData.current = data;
      if (statusFrame.current !== null) return;
      statusFrame.current = requestAnimationFrame(() =>
        setTimeout(() => {
          statusFrame.current = null;
          const next = formStatus(bundle, blocks, statusData.current);
          setStatus((previous) => (sameStatus(previous, next) ? previous : next));
        }, 0),
      );
    },
    [bundle, blocks],
  );

  // The form's `keep` steps (a draft kept as it is typed) run once the person pauses, with the latest values.
  const keep = bundle.screen.spec.keep;
  const keepTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Read when the pause ends, so the change handler (and the form element) stay the same across renders.
  const keepRun = useRef(runSteps);
  keepRun.current = runSteps;
  const scheduleKeep = useCallback(
    (data: unknown) => {
      if (!keep) return;
      if (keepTimer.current !== null) clearTimeout(keepTimer.current);
      keepTimer.current = setTimeout(() => {
        keepTimer.current = null;
        void keepRun.current(keep.steps, { form: data });
      }, keep.waitMs ?? 500);
    },
    [keep],
  );

  useEffect(
    () => () => {
      if (statusFrame.current !== null) cancelAnimationFrame(statusFrame.current);
      if (keepTimer.current !== null) clearTimeout(keepTimer.current);
    },
    [],
  );
  useEffect(() => context.rules.update(initialData), [context, initialData]);
  useEffect(() => {
    context.status.set(status);
    onStatus?.(status);
  }, [context, status, onStatus]);

  const onChange = useCallback(
    (event: IChangeEvent, id?: string) => {
      if (id) context.fieldState.markDirty(id);
      let formData: unknown = event.formData;
      if (effects) {
        formData = applyFormEffects(bundle.screen.spec, valuesRef.current, formData, { blank, initial: initialData });
        valuesRef.current = formData;
        if (formData !== event.formData) setValues(formData);
      }
      context.rules.update(formData);
      scheduleStatus(formData);
      scheduleKeep(formData);
    },
    [bundle, context, effects, blank, initialData, scheduleStatus, scheduleKeep],
  );

  // Validation on blur (rjsf issues #3715, #4695: not on every keystroke); after a change of the same event,
  // and after what is being typed in the field the person moved to (a field hands rjsf its keys after the paint).
  const onBlur = useCallback(
    (id: string) => {
      context.fieldState.touch(id);
      setTimeout(() => {
        flushSync(() => context.fieldState.handOverTyping());
        formRef.current?.validateForm();
      }, 0);
    },
    [context],
  );

  const onError = useCallback(
    (errors: RJSFValidationError[]) => {
      if (!submitting.current) return;
      submitting.current = false;
      const first = errors[0]?.property?.replace(/^\./, '').split('.').join('_');
      if (first) document.getElementById(`${bundle.screen.id}_${first}`)?.focus();
    },
    [bundle],
  );

  // The submit reads what it needs when it runs, so the form element below stays the same across renders.
  const latest = useRef({ submit, scope, call, runSteps });
  latest.current = { submit, scope, call, runSteps };
  const onSubmit = useCallback(
    async ({ formData }: IChangeEvent) => {
      const { submit, scope, call, runSteps } = latest.current;
      submitting.current = false;
      // A double click submits once: the second event arrives before the button re-renders disabled.
      if (!submit || inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      try {
        // Hidden fields keep what was typed in them while the form is open, but are not sent.
        const values = context.rules.withoutHidden(formData);
        const formScope = { ...scope, form: values };
        let result: unknown;
        if (submit.operation) {
          const body = submit.body === undefined ? values : resolveValue(submit.body, formScope);
          const params = resolveParams(submit.params, formScope);
          const request = JSON.stringify([submit.operation, params, body]);
          if (attempt.current?.request !== request) attempt.current = { key: crypto.randomUUID(), request };
          result = await call(submit.operation, params, body, { idempotencyKey: attempt.current.key });
          attempt.current = null;
        }
        await runSteps(submit.after ?? [], { form: values, result });
      } catch (error) {
        reportError(error);
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [context],
  );

  // Made again only when rjsf must hear of new values: the buttons below (validity, busy) re-render
  // without touching the fields. rjsf's <form> is theirs through the `form` attribute. It gets the
  // latest values (the ref), never older ones than it holds, whatever made it again.
  const form = useMemo(
    () => (
      <Form
        ref={formRef}
        id={formId}
        schema={bundle.schema}
        uiSchema={bundle.uiSchema}
        validator={bundle.validator}
        customValidate={bundle.customValidate}
        transformErrors={transformErrors}
        widgets={WIDGETS}
        fields={FIELDS}
        templates={TEMPLATES}
        formContext={context}
        initialFormData={initialData}
        formData={effects ? valuesRef.current : undefined}
        idPrefix={bundle.screen.id}
        noHtml5Validate
        showErrorList={false}
        onChange={onChange}
        onBlur={onBlur}
        onError={onError}
        onSubmit={onSubmit}
      />
    ),
    [formId, bundle, context, initialData, effects, values, onChange, onBlur, onError, onSubmit],
  );

  return (
    <div
      className="screen-form"
      data-valid={String(status.valid)}
      aria-busy={busy}
      onSubmitCapture={() => {
        submitting.current = true;
        context.fieldState.submit();
      }}
    >
      {form}
      {(submit || bundle.screen.spec.cancel) && (
        <div className="form-actions">
          {bundle.screen.spec.cancel && (
            <button type="button" className="button button-secondary" onClick={() => modal?.close()}>
              {t(bundle.screen.spec.cancel.label)}
            </button>
          )}
          {submit && (
            <button
              type="submit"
              form={formId}
              className="button button-primary"
              disabled={busy || (submit.disableWhileInvalid === true && !status.valid)}
            >
              {busy && <span className="spinner spinner-small" aria-hidden="true" />}
              {t(submit.label)}
            </button>
          )}
        </div>
      )}
      {busy && (
        <span className="visually-hidden" role="status">
          {t('app.loading')}
        </span>
      )}
    </div>
  );
}

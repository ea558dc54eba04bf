import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { RJSFValidationError } from '@rjsf/utils';
import { reportError } from '../../api/errors.ts';
import { useActionRunner, useBindingScope } from '../actions/use-action-runner.ts';
import { useModal } from '../dialogs/dialog-context.ts';
import { resolveParams, resolveValue } from '../host/bindings.ts';
import { useScreenHost } from '../host/screen-host.ts';
import { transformErrors } from './error-messages.ts';
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
  const formRef = useRef<Form>(null);
  const submitting = useRef(false);
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

  useEffect(() => context.rules.update(initialData), [context, initialData]);
  useEffect(() => {
    context.status.set(status);
    onStatus?.(status);
  }, [context, status, onStatus]);

  const onChange = useCallback(
    (event: IChangeEvent, id?: string) => {
      if (id) context.fieldState.markDirty(id);
      context.rules.update(event.formData);
      const next = formStatus(bundle, blocks, event.formData);
      setStatus((previous) => (sameStatus(previous, next) ? previous : next));
    },
    [bundle, blocks, context],
  );

  // Validation on blur (rjsf issues #3715, #4695: not on every keystroke); after a change of the same event.
  const onBlur = useCallback(
    (id: string) => {
      context.fieldState.touch(id);
      setTimeout(() => formRef.current?.validateForm(), 0);
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

  const onSubmit = useCallback(
    async ({ formData }: IChangeEvent) => {
      submitting.current = false;
      if (!submit) return;
      setBusy(true);
      try {
        const formScope = { ...scope, form: formData };
        if (submit.operation) {
          const body = submit.body === undefined ? formData : resolveValue(submit.body, formScope);
          await host.call(submit.operation, resolveParams(submit.params, formScope), body);
        }
        await runSteps(submit.after ?? [], { form: formData });
      } catch (error) {
        reportError(error);
      } finally {
        setBusy(false);
      }
    },
    [submit, scope, host, runSteps],
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
      <Form
        ref={formRef}
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
        idPrefix={bundle.screen.id}
        noHtml5Validate
        showErrorList={false}
        onChange={onChange}
        onBlur={onBlur}
        onError={onError}
        onSubmit={onSubmit}
      >
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
      </Form>
    </div>
  );
}

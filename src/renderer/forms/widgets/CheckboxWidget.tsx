import { useTranslation } from '../../../i18n/use-translation.ts';
import type { WidgetProps } from '@rjsf/utils';
import { useInputErrors } from '../form-context.ts';

/** A checkbox with its label around it (a read-only one, such as the contact's main flag, cannot change). */
export function CheckboxWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    name,
    value,
    disabled,
    readonly,
    autofocus,
    label,
    schema,
    uiSchema,
    registry,
    rawErrors,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const { t } = useTranslation();
  const errors = useInputErrors(registry, id, schema, uiSchema, rawErrors);
  return (
    <label className="checkbox" htmlFor={id}>
      <input
        type="checkbox"
        id={id}
        name={htmlName ?? name}
        checked={value === true}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        {...errors}
      />
      {t(label)}
    </label>
  );
}

/** An on/off switch (change password, two-factor): a checkbox with role switch, so Space toggles it. */
export function SwitchWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    name,
    value,
    disabled,
    readonly,
    label,
    schema,
    uiSchema,
    registry,
    rawErrors,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const { t } = useTranslation();
  const errors = useInputErrors(registry, id, schema, uiSchema, rawErrors);
  return (
    <label className="switch" htmlFor={id}>
      <input
        type="checkbox"
        role="switch"
        id={id}
        name={htmlName ?? name}
        checked={value === true}
        aria-checked={value === true}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        {...errors}
      />
      <span className="switch-track" aria-hidden="true" />
      {t(label)}
    </label>
  );
}

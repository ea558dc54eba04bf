import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { WidgetProps } from '@rjsf/utils';
import { useInputErrors } from '../form-context.ts';
import { Icon } from '../../formats/icons.tsx';

/**
 * A password with a show/hide toggle; with `ui:options.mask: "digits"` only digits go in (spec 001 §2:
 * the change-password fields accept digits only). Its maxLength comes from the schema.
 */
export function PasswordWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    name,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    options,
    schema,
    uiSchema,
    registry,
    rawErrors,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const errors = useInputErrors(registry, id, schema, uiSchema, rawErrors);
  const digitsOnly = options.mask === 'digits';
  return (
    <div className="input-with-button">
      <input
        id={id}
        name={htmlName ?? name}
        type={shown ? 'text' : 'password'}
        className="input"
        value={value === undefined || value === null ? '' : String(value)}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'off'}
        inputMode={digitsOnly ? 'numeric' : undefined}
        maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
        onChange={(event) => {
          const text = digitsOnly ? event.target.value.replace(/\D/g, '') : event.target.value;
          onChange(text === '' ? options.emptyValue : text);
        }}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        {...errors}
      />
      <button
        type="button"
        className="icon-button"
        aria-controls={id}
        aria-pressed={shown}
        aria-label={t(shown ? 'form.hidePassword' : 'form.showPassword')}
        onClick={() => setShown((was) => !was)}
        disabled={disabled}
      >
        <Icon name={shown ? 'eye-off' : 'eye'} />
      </button>
    </div>
  );
}

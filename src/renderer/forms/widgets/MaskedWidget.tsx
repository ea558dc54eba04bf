import { useCallback, useEffect, useRef } from 'react';
import { useIMask } from 'react-imask';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { WidgetProps } from '@rjsf/utils';
import { storedValue } from '../../masks/mask-options.ts';
import { maskWords } from '../../vocabulary/registry/masks.ts';
import { formContextOf, useInputErrors } from '../form-context.ts';
import { ZipLookupIndicator } from '../fields/zip-lookup-status.tsx';
import { useDeferredChange } from './deferred-change.ts';

function unmaskedText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** A masked input: the mask's own input when it has one (the currency), else react-imask's. */
export function MaskedWidget(props: WidgetProps) {
  const Input = maskWords()[String(props.options.mask)]?.input ?? PatternMaskedInput;
  return <Input {...props} />;
}

/**
 * An input with a react-imask mask (`ui:options.mask`): tax id switching CPF/CNPJ (alphanumeric too),
 * phone, zip code, branch, account, currency R$, uppercase, digits only (spec 001 §5 and §9). The form
 * keeps the value unmasked; the currency as a number.
 */
function PatternMaskedInput(props: WidgetProps) {
  const {
    id,
    htmlName,
    name,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    placeholder,
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
  const mask = String(options.mask);
  const word = maskWords()[mask];
  const errors = useInputErrors(registry, id, schema, uiSchema, rawErrors);
  // The form hears of what is typed once the character is painted, as with the plain inputs (TextWidget).
  const deferred = useDeferredChange(onChange, formContextOf(registry)?.fieldState);
  const formValue = useRef(value);
  formValue.current = value;
  // One function for the input's life: react-imask re-applies the mask's options whenever it changes,
  // which a new function on each render would make happen on every keystroke.
  const onAccept = useCallback(
    (_masked: string, instance: { unmaskedValue: string }) => {
      const next = storedValue(word, instance.unmaskedValue);
      // A value the form set itself (a zip lookup's fill) comes back here too: it is no change of the person's.
      if (next !== formValue.current || deferred.pending()) deferred.change(next);
    },
    [word, deferred],
  );
  const { ref, maskRef } = useIMask<HTMLInputElement>(word!.options, { onAccept });

  // A value the form sets itself shows, unless the person is typing in the field (the form has not heard of it yet).
  useEffect(() => {
    const instance = maskRef.current;
    if (instance && !deferred.pending() && storedValue(word, instance.unmaskedValue) !== value)
      instance.unmaskedValue = unmaskedText(value);
  }, [maskRef, word, value, deferred]);

  const input = (
    <input
      ref={ref}
      id={id}
      name={htmlName ?? name}
      className={`input input-mask-${mask}`}
      defaultValue={unmaskedText(value)}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder ? t(placeholder) : undefined}
      // Pattern masks set their own length; the free-length ones take the schema's.
      maxLength={typeof schema.maxLength === 'number' && word?.freeLength ? schema.maxLength : undefined}
      inputMode={word?.inputMode ?? 'numeric'}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'off'}
      onBlur={(event) => {
        deferred.flush();
        if (word?.upperCase && event.target.value !== event.target.value.toUpperCase())
          onChange(event.target.value.toUpperCase());
        onBlur(id, value);
      }}
      onKeyDown={(event) => {
        // Enter submits the form: what was typed goes first.
        if (event.key === 'Enter') deferred.flush();
      }}
      onFocus={() => onFocus(id, value)}
      {...errors}
    />
  );
  return mask === 'zipCode' ? <ZipLookupIndicator>{input}</ZipLookupIndicator> : input;
}

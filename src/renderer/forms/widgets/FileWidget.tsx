import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useInputErrors } from '../form-context.ts';

/** A file as a data URL with its name: `data:<type>;name=<name>;base64,<bytes>` (rjsf's own convention). */
export function fileDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.onload = () => {
      const base64 = String(reader.result).replace(/^data:[^,]*,/, '');
      resolve(`data:${file.type || 'application/octet-stream'};name=${encodeURIComponent(file.name)};base64,${base64}`);
    };
    reader.readAsDataURL(file);
  });
}

/** A file chooser: the value is the chosen file as a data URL with its name, read in the browser. */
export function FileWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    name,
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
  const errors = useInputErrors(registry, id, schema, uiSchema, rawErrors);
  return (
    <input
      id={id}
      name={htmlName ?? name}
      type="file"
      className="input"
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      accept={typeof options.accept === 'string' ? options.accept : undefined}
      onChange={async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        onChange(file ? await fileDataUrl(file) : options.emptyValue);
      }}
      onBlur={() => onBlur(id, undefined)}
      onFocus={() => onFocus(id, undefined)}
      {...errors}
    />
  );
}

import { Children, cloneElement, Fragment, isValidElement, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { getSchemaType, getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { useErrorsShown } from '../field-state.ts';
import { decodeMessage } from '../error-messages.ts';
import { errorIdOf, formContextOf, helpIdOf, showErrorsMode } from '../form-context.ts';
import { useFieldEffect } from '../rule-store.ts';

const BOOLEAN_WIDGETS = new Set(['checkbox', 'switch']);

type EffectProps = { disabled?: boolean; readonly?: boolean };

/** rjsf hands the field inside a fragment (the field, then its anyOf/oneOf part): the effect goes to each. */
function withEffect(children: ReactNode, props: EffectProps): ReactNode {
  if (isValidElement<{ children?: ReactNode }>(children) && children.type === Fragment) {
    return Children.map(children.props.children, (child) =>
      isValidElement<EffectProps>(child) ? cloneElement(child, props) : child,
    );
  }
  return isValidElement<EffectProps>(children) ? cloneElement(children, props) : children;
}

/**
 * One field: its label tied to the input, the input, and its errors in a polite live region the input
 * names with aria-describedby. Errors show per spec 001 §5; the form's rules hide, disable or lock it.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, hidden, required, displayLabel, schema, uiSchema, registry, fieldPathId } = props;
  const { t } = useTranslation();
  const context = formContextOf(registry);
  const path = fieldPathId.path.filter((segment) => typeof segment === 'string').join('.');
  const effect = useFieldEffect(context?.rules, path);
  const shown = useErrorsShown(context?.fieldState, id, showErrorsMode(schema, uiSchema));
  const type = getSchemaType(schema);
  // A hidden block or list (a request's tags, an address the server fills) renders nothing: its value stays in the form.
  if (hidden) return type === 'object' || type === 'array' || type === undefined ? null : <div hidden>{children}</div>;
  if (effect.hidden) return null;

  const child =
    effect.disabled || effect.readonly
      ? withEffect(children, { disabled: effect.disabled || undefined, readonly: effect.readonly || undefined })
      : children;
  if (type === 'object' || type === 'array') return child;

  const widget = String(getUiOptions(uiSchema).widget ?? (type === 'boolean' ? 'checkbox' : ''));
  const errors = shown ? (rawErrors ?? []) : [];
  return (
    <div
      className={`field field-${String(type)}${errors.length > 0 ? ' field-invalid' : ''}${getUiOptions(uiSchema).wide === true ? ' field-wide' : ''}`}
    >
      {displayLabel && label && !BOOLEAN_WIDGETS.has(widget) && (
        <label htmlFor={id}>
          {t(label)}
          {required && (
            <span className="field-required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
      )}
      {child}
      <div id={errorIdOf(id)} className="field-errors" aria-live="polite">
        {errors.map((message) => {
          const { key, values } = decodeMessage(message);
          return (
            <span key={message} className="field-error" data-error-key={key}>
              {t(key, values)}
            </span>
          );
        })}
      </div>
      {typeof getUiOptions(uiSchema).help === 'string' && (
        <p id={helpIdOf(id)} className="field-help">
          {t(String(getUiOptions(uiSchema).help))}
        </p>
      )}
    </div>
  );
}

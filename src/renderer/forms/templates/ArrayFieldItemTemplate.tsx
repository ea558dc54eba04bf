import { useContext } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonId, type ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { DEFAULT_ARRAY_LABELS } from './array-rows.ts';
import { ArrayRowsContext } from './ArrayFieldTemplate.tsx';

/**
 * One row of a list: a group titled with its number ("Telefone 2"), its fields, and a remove button
 * that says which row it removes ("Remover telefone 2"). Rows are not reordered or copied.
 */
export function ArrayFieldItemTemplate({
  children,
  index,
  buttonsProps,
  disabled,
  readonly,
  registry,
  uiSchema,
}: ArrayFieldItemTemplateProps) {
  const { t } = useTranslation();
  const list = useContext(ArrayRowsContext);
  const labels = list?.labels ?? DEFAULT_ARRAY_LABELS;
  const number = index + 1;
  const { RemoveButton } = registry.templates.ButtonTemplates;
  return (
    <fieldset className="array-row" data-row={number}>
      <legend>{t(labels.item, { number })}</legend>
      {children}
      {buttonsProps.hasRemove && (
        <div className="array-row-actions">
          <RemoveButton
            id={buttonId(buttonsProps.fieldPathId, 'remove')}
            className="array-remove"
            disabled={disabled || readonly}
            uiSchema={uiSchema}
            registry={registry}
            onClick={(event) => {
              list?.removing(index);
              buttonsProps.onRemoveItem(event);
            }}
          >
            {t(labels.remove, { number })}
          </RemoveButton>
        </div>
      )}
    </fieldset>
  );
}

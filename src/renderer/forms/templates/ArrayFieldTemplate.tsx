import { createContext, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonId, getUiOptions, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { formContextOf } from '../form-context.ts';
import { arrayLabels, focusAfter, FOCUSABLE, type ArrayChange, type ArrayLabels } from './array-rows.ts';

export interface ArrayRowsContextValue {
  labels: ArrayLabels;
  /** A row's remove button calls this before rjsf removes the row. */
  removing(index: number): void;
}

/** The list a row belongs to, for its title, its remove button and the focus after removing it. */
export const ArrayRowsContext = createContext<ArrayRowsContextValue | null>(null);

/**
 * A list of blocks (phones, contacts, addresses): a fieldset with the list's title as legend, one
 * group per row (ArrayFieldItemTemplate) and an add button named after the row ("Adicionar
 * telefone"). After adding, focus goes to the new row's first field; after removing, to the row that
 * took its place, and a status message says which row went (array-rows.ts).
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, title, uiSchema, fieldPathId, disabled, readonly, registry } = props;
  const { t } = useTranslation();
  const options = getUiOptions(uiSchema);
  const { addLabel, itemLabel, removeLabel } = options;
  const labels = useMemo(() => arrayLabels({ addLabel, itemLabel, removeLabel }), [addLabel, itemLabel, removeLabel]);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const change = useRef<ArrayChange | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rows = items.length;
  const fieldState = formContextOf(registry)?.fieldState;
  const listId = fieldPathId.$id;

  useEffect(() => {
    const done = change.current;
    if (!done || !fieldset.current) return;
    change.current = null;
    const target = focusAfter(done, rows);
    const row =
      target.kind === 'row' ? fieldset.current.querySelectorAll(':scope > .array-rows > .array-row').item(target.index) : null;
    const element = row
      ? row.querySelector<HTMLElement>(FOCUSABLE)
      : fieldset.current.querySelector<HTMLElement>(':scope > .array-add');
    element?.focus();
  }, [rows]);

  const removing = useCallback(
    (index: number) => {
      change.current = { kind: 'removed', index };
      fieldState?.removeRow(listId, index);
      setAnnouncement(t('form.array.removed', { item: t(labels.item, { number: index + 1 }) }));
    },
    [labels, t, fieldState, listId],
  );
  const context = useMemo(() => ({ labels, removing }), [labels, removing]);
  const { AddButton } = registry.templates.ButtonTemplates;

  return (
    <fieldset ref={fieldset} className="form-block array-field" id={fieldPathId.$id}>
      <legend>{t(String(options.title ?? title))}</legend>
      <ArrayRowsContext.Provider value={context}>
        <div className="array-rows">{items}</div>
      </ArrayRowsContext.Provider>
      {canAdd && (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="array-add"
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
          onClick={(event) => {
            change.current = { kind: 'added' };
            setAnnouncement('');
            onAddClick(event);
          }}
        />
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}

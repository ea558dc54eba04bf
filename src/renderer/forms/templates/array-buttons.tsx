import { useTranslation } from '../../../i18n/use-translation.ts';
import { getUiOptions, type IconButtonProps } from '@rjsf/utils';
import { Icon } from '../../formats/icons.tsx';
import { arrayLabels } from './array-rows.ts';

/** A list's add button: its text is the list's `ui:options.addLabel` ("Adicionar telefone"). */
export function AddButton({
  uiSchema,
  registry: _registry,
  iconType: _iconType,
  icon: _icon,
  className,
  ...button
}: IconButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="button" {...button} className={`button button-secondary ${className ?? ''}`}>
      <Icon name="plus" />
      {t(arrayLabels(getUiOptions(uiSchema)).add)}
    </button>
  );
}

/** A row's remove button: the row's template gives its text ("Remover telefone 2"). */
export function RemoveButton({
  uiSchema: _uiSchema,
  registry: _registry,
  iconType: _iconType,
  icon: _icon,
  className,
  children,
  ...button
}: IconButtonProps) {
  return (
    <button type="button" {...button} className={`button button-secondary button-small ${className ?? ''}`}>
      <Icon name="trash" />
      {children}
    </button>
  );
}

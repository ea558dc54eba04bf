import { useTranslation } from 'react-i18next';
import { Icon } from '../formats/icons.tsx';
import type { ActionSpec } from '../screens/types.ts';

/** A screen file's action as a button: its icon, its label, its style. */
export function ActionButton({ action, onRun, small = false }: { action: ActionSpec; onRun(): void; small?: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`button button-${action.style ?? 'secondary'}${small ? ' button-small' : ''}`}
      data-action={action.id}
      onClick={onRun}
    >
      {action.icon && <Icon name={action.icon} />}
      {t(action.label)}
    </button>
  );
}

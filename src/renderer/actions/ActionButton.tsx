import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Icon } from '../formats/icons.tsx';
import type { ActionSpec } from '../screens/types.ts';
import { actionWords } from '../vocabulary/registry/actions.ts';

/**
 * A screen file's action as a button: its icon, its label, its style. While the steps it started
 * run (a call, an approval), it is disabled and a second click does nothing: a double click never
 * sends twice. `menuItem` makes it an item of a menu (a grid row's "more" menu); `describedBy`
 * names what was said about it (a refusal next to the amount); `disabled` holds it back while what
 * its steps act on is not there yet (a record still loading).
 */
export function ActionButton({
  action,
  onRun,
  small = false,
  menuItem = false,
  describedBy,
  disabled = false,
}: {
  action: ActionSpec;
  onRun(): void | Promise<unknown>;
  small?: boolean;
  menuItem?: boolean;
  describedBy?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const click = () => {
    if (running.current) return;
    const outcome = onRun();
    if (!(outcome instanceof Promise)) return;
    running.current = true;
    setBusy(true);
    void outcome.finally(() => {
      running.current = false;
      setBusy(false);
    });
  };
  // A button whose first step (after the checks that show nothing) opens a dialog says so to screen readers.
  const words = actionWords();
  const first = action.steps.find((step) => !words[step.action]?.check);
  const opensDialog = first ? words[first.action]?.opensDialog === true : false;
  return (
    <button
      type="button"
      className={menuItem ? 'menu-item' : `button button-${action.style ?? 'secondary'}${small ? ' button-small' : ''}`}
      role={menuItem ? 'menuitem' : undefined}
      tabIndex={menuItem ? -1 : undefined}
      data-action={action.id}
      aria-describedby={describedBy}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      onClick={click}
    >
      {action.icon && <Icon name={action.icon} />}
      {t(action.label)}
    </button>
  );
}

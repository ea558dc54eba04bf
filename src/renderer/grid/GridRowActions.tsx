import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ActionButton } from '../actions/ActionButton.tsx';
import { Icon } from '../formats/icons.tsx';
import type { ActionSpec } from '../screens/types.ts';

/** How many of a row's actions stay buttons; the rest go into the row's "more" menu. All of them when it is null. */
export type InlineActions = number | null;

const ITEM_KEYS: Record<string, (current: number, count: number) => number> = {
  ArrowDown: (current, count) => (current + 1) % count,
  ArrowUp: (current, count) => (current - 1 + count) % count,
  Home: () => 0,
  End: (_current, count) => count - 1,
};

/**
 * A row's actions: as buttons while they fit; the ones that do not fit go into a menu button
 * ("Mais ações", WAI-ARIA APG menu button), whose menu shows in the top layer (a popover), so no
 * scroll box cuts it. Escape and a click outside close it; the arrows, Home and End move between items.
 */
export function GridRowActions({
  actions,
  inline,
  onRun,
  describedBy,
}: {
  actions: readonly ActionSpec[];
  inline: InlineActions;
  onRun(action: ActionSpec): void | Promise<unknown>;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const shown = inline === null || inline >= actions.length ? actions : actions.slice(0, inline);
  const more = actions.slice(shown.length);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const show = (focus: 'first' | 'last') => {
    const popover = menu.current;
    const anchor = button.current?.getBoundingClientRect();
    if (!popover || !anchor) return;
    popover.style.top = `${anchor.bottom + 4}px`;
    popover.style.right = `${Math.max(8, document.documentElement.clientWidth - anchor.right)}px`;
    popover.showPopover();
    const list = items();
    (focus === 'last' ? list[list.length - 1] : list[0])?.focus();
  };
  const hide = (refocus: boolean) => {
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
    if (refocus) button.current?.focus();
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      hide(true);
      return;
    }
    if (event.key === 'Tab') return hide(false);
    const move = ITEM_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const list = items();
    list[move(list.indexOf(document.activeElement as HTMLElement), list.length)]?.focus();
  };

  return (
    <div className="grid-row-actions">
      {shown.map((action) => (
        <ActionButton key={action.id} action={action} small describedBy={describedBy} onRun={() => onRun(action)} />
      ))}
      {more.length > 0 && (
        <>
          <button
            ref={button}
            type="button"
            className="button button-secondary button-small grid-more"
            aria-haspopup="menu"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={t('grid.moreActions')}
            title={t('grid.moreActions')}
            onClick={() => (open ? hide(false) : show('first'))}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
              event.preventDefault();
              show(event.key === 'ArrowUp' ? 'last' : 'first');
            }}
          >
            <Icon name="more" />
          </button>
          <div
            ref={menu}
            id={menuId}
            popover="auto"
            role="menu"
            aria-label={t('grid.moreActions')}
            className="grid-more-menu"
            onToggle={(event) => setOpen((event.nativeEvent as ToggleEvent).newState === 'open')}
            onKeyDown={onMenuKeyDown}
          >
            {more.map((action) => (
              <ActionButton
                key={action.id}
                action={action}
                menuItem
                onRun={() => {
                  hide(false);
                  return onRun(action);
                }}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

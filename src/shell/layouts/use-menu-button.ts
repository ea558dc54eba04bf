import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { nextMenuIndex } from './menu-keys.ts';

/**
 * A menu button's behaviour: opening moves focus to the first item (ArrowUp: the last), arrows,
 * Home and End move between items, Escape and Tab close it, Escape gives focus back to the button,
 * a click outside closes it.
 */
export function useMenuButton<T extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<T>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current) {
      const list = items();
      (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
      focusOnOpen.current = null;
    }
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const close = useCallback((refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (open) {
        // Opened by a click, focus stayed on the button: the arrows move into the menu.
        const list = items();
        (event.key === 'ArrowUp' ? list[list.length - 1] : list[0])?.focus();
        return;
      }
      focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
      setOpen(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const list = items();
    const next = nextMenuIndex(event.key, list.indexOf(document.activeElement as HTMLElement), list.length);
    if (next === null) return;
    event.preventDefault();
    list[next]?.focus();
  };

  const toggle = (viaKeyboard: boolean) => {
    if (!open && viaKeyboard) focusOnOpen.current = 'first';
    setOpen(!open);
  };

  return { open, setOpen, close, toggle, button, menu, onButtonKeyDown, onMenuKeyDown };
}

/**
 * The menu button pattern of WAI-ARIA (APG "Menu Button"): which item takes focus for a key pressed
 * inside an open menu of `count` items; null when the key is not one the menu handles.
 */
export function nextMenuIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

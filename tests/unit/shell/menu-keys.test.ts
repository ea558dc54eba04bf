import { describe, expect, test } from 'vitest';
import { nextMenuIndex } from '../../../src/shell/layouts/menu-keys.ts';

describe('keys inside an open menu (WAI-ARIA menu button)', () => {
  test('ArrowDown and ArrowUp move one item and wrap around', () => {
    expect(nextMenuIndex('ArrowDown', 0, 5)).toBe(1);
    expect(nextMenuIndex('ArrowDown', 4, 5)).toBe(0);
    expect(nextMenuIndex('ArrowUp', 0, 5)).toBe(4);
    expect(nextMenuIndex('ArrowUp', 3, 5)).toBe(2);
  });

  test('Home and End go to the first and the last item', () => {
    expect(nextMenuIndex('Home', 3, 5)).toBe(0);
    expect(nextMenuIndex('End', 1, 5)).toBe(4);
  });

  test('focus outside the items (index -1) goes to the first with ArrowDown', () => {
    expect(nextMenuIndex('ArrowDown', -1, 5)).toBe(0);
  });

  test('other keys and empty menus are not handled', () => {
    expect(nextMenuIndex('a', 0, 5)).toBeNull();
    expect(nextMenuIndex('ArrowDown', 0, 0)).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageNumbers, paginationWindow } from '../../../src/domain/index.ts';

describe('how many page numbers the pager shows', () => {
  it('shows 3 under 300 px, 5 under 500 px and 9 from 500 px', () => {
    expect(paginationWindow(0)).toBe(3);
    expect(paginationWindow(299)).toBe(3);
    expect(paginationWindow(300)).toBe(5);
    expect(paginationWindow(499)).toBe(5);
    expect(paginationWindow(500)).toBe(9);
    expect(paginationWindow(1920)).toBe(9);
  });
});

describe('which page numbers the pager shows', () => {
  it('centres the window on the current page', () => {
    expect(pageNumbers(10, 20, 9)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(pageNumbers(5, 20, 3)).toEqual([4, 5, 6]);
  });

  it('slides the window to stay full near the first and last pages', () => {
    expect(pageNumbers(1, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(2, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(20, 20, 5)).toEqual([16, 17, 18, 19, 20]);
  });

  it('shows every page when there are fewer than the window', () => {
    expect(pageNumbers(2, 3, 9)).toEqual([1, 2, 3]);
  });

  it('puts the extra page after the current one in an even window', () => {
    expect(pageNumbers(5, 20, 4)).toEqual([4, 5, 6, 7]);
  });

  it('shows no pages for an empty list and clamps a page out of range', () => {
    expect(pageNumbers(1, 0, 9)).toEqual([]);
    expect(pageNumbers(0, 5, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(99, 5, 3)).toEqual([3, 4, 5]);
    expect(pageNumbers(Number.NaN, Number.NaN, Number.NaN)).toEqual([]);
    expect(pageNumbers(Number.NaN, 5, Number.NaN)).toEqual([1]);
  });

  it('always shows consecutive pages within the list, including the current one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom(3, 5, 9),
        (current, total, size) => {
          fc.pre(current <= total);
          const pages = pageNumbers(current, total, size);
          expect(pages).toHaveLength(Math.min(size, total));
          expect(pages).toContain(current);
          expect(pages[0]).toBeGreaterThanOrEqual(1);
          expect(pages[pages.length - 1]).toBeLessThanOrEqual(total);
          pages.forEach((page, index) => expect(page).toBe((pages[0] ?? 0) + index));
        },
      ),
    );
  });
});

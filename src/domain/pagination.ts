/** spec 001 §9: how many page numbers the pager shows for the window's width in pixels. */
export function paginationWindow(width: number): 3 | 5 | 9 {
  if (width < 300) return 3;
  if (width < 500) return 5;
  return 9;
}

function whole(value: number, fallback: number): number {
  return Number.isFinite(value) ? Math.floor(value) : fallback;
}

/**
 * The page numbers to show, centred on the current page where the ends allow: with 9 pages of
 * 20 and page 10 current, 6 to 14; near the start or the end the window slides so it stays
 * full. The current page is clamped to 1..total; no pages gives an empty list.
 */
export function pageNumbers(current: number, total: number, windowSize: number): number[] {
  const pages = Math.max(0, whole(total, 0));
  const size = Math.min(Math.max(1, whole(windowSize, 1)), pages);
  if (size === 0) return [];
  const page = Math.min(Math.max(1, whole(current, 1)), pages);
  const first = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}

/** spec 000 §3 pagination request: pageNumber (default 1), pageSize (default 20), as query parameters. */
export interface PageQuery {
  pageNumber?: number;
  pageSize?: number;
}

/** Pages end somewhere: an offset past a million pages is no page, and it must not reach the database. */
export const MAX_PAGE_NUMBER = 1_000_000;

export const pageQueryProperties = {
  pageNumber: { type: 'integer', minimum: 1, maximum: MAX_PAGE_NUMBER, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

export interface PageWindow {
  pageNumber: number;
  pageSize: number;
  limit: number;
  offset: number;
}

export function pageWindow(query: PageQuery): PageWindow {
  const pageNumber = query.pageNumber ?? 1;
  const pageSize = query.pageSize ?? 20;
  return { pageNumber, pageSize, limit: pageSize, offset: (pageNumber - 1) * pageSize };
}

/** spec 000 §3 Paged list. */
export function pagedList<T>(window: PageWindow, totalCount: number, items: T[]) {
  const totalPages = Math.ceil(totalCount / window.pageSize);
  return {
    currentPage: window.pageNumber,
    totalPages,
    pageSize: window.pageSize,
    totalCount,
    hasPrevious: window.pageNumber > 1,
    hasNext: window.pageNumber < totalPages,
    items,
  };
}

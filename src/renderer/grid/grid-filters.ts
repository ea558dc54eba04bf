import { formatQueryDate } from '../../domain/dates.ts';
import { lastDays, nextDays } from '../dates/range-selection.ts';
import type { FilterSpec, GridSpec } from '../screens/types.ts';

/** The filters' first values: a date range starts as its last N days (spec 001 §9: the statement's last 7), or its next N. */
export function initialFilterValues(filters: readonly FilterSpec[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const filter of filters) {
    if (filter.type === 'dateRange' && filter.startParam && filter.endParam) {
      const range = filter.nextDays ? nextDays(filter.nextDays) : lastDays(filter.lastDays ?? 7);
      values[filter.startParam] = formatQueryDate(range.start);
      values[filter.endParam] = formatQueryDate(range.end);
    }
  }
  return values;
}

/** What a grid shows of its rows: which page, of how many, what it searched for, its filters' values. */
export interface GridView {
  page: number;
  pageSize: number;
  search: string;
  filters: Record<string, unknown>;
}

/** The page size of a grid whose file names none. */
export const DEFAULT_PAGE_SIZE = 20;

/** What a grid shows first: page 1 of its page size, no search, its filters' first values. */
export function firstGridView(spec: GridSpec): GridView {
  return { page: 1, pageSize: spec.pageSize ?? DEFAULT_PAGE_SIZE, search: '', filters: initialFilterValues(spec.filters) };
}

/**
 * What a grid adds to its data source's parameters: with server paging the page, its size and the
 * search beside the filters' values; otherwise the filters' (it pages and searches the rows itself).
 */
export function gridReadParams(spec: GridSpec, view: GridView): Record<string, unknown> {
  if (spec.paging !== 'server') return view.filters;
  return { pageNumber: view.page, pageSize: view.pageSize, ...(view.search ? { search: view.search } : {}), ...view.filters };
}

import { COURSE_SORTS, COURSE_STATUSES, type CourseStatus } from '@slidewise/shared/courses/course';

export type CourseSort = (typeof COURSE_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** What the course list shows: kept in the address bar, so reload and back keep it. */
export interface CourseFilters {
  q: string;
  status: CourseStatus | null;
  sort: CourseSort;
  /** null: the sort's natural order. */
  order: SortOrder | null;
  page: number;
}

/** Cards per page: fills rows of 2, 3 and 4 columns alike. */
export const COURSES_PAGE_SIZE = 12;
/** The longest search the API accepts. */
export const SEARCH_MAX = 120;

export const DEFAULT_FILTERS: CourseFilters = {
  q: '',
  status: null,
  sort: 'updated',
  order: null,
  page: 1,
};

/** The order each sort takes when none is asked for (the same as the server's). */
export const NATURAL_ORDER: Record<CourseSort, SortOrder> = {
  updated: 'desc',
  title: 'asc',
  created: 'desc',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

/** The filters an address asks for; anything unknown or malformed falls back to the default. */
export function filtersFromSearch(params: URLSearchParams): CourseFilters {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX),
    status: oneOf(COURSE_STATUSES, params.get('status')),
    sort: oneOf(COURSE_SORTS, params.get('sort')) ?? DEFAULT_FILTERS.sort,
    order: oneOf(['asc', 'desc'] as const, params.get('order')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's query for some filters, leaving defaults out so plain /courses stays plain. */
export function searchFromFilters(filters: CourseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.order && filters.order !== NATURAL_ORDER[filters.sort])
    params.set('order', filters.order);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * The filters after a change. Any change but the page's goes back to page 1 (the old
 * page may not exist any more); a new sort starts in its natural order.
 */
export function changeFilters(
  current: CourseFilters,
  change: Partial<CourseFilters>,
): CourseFilters {
  const next = { ...current, ...change };
  if (change.sort !== undefined && change.sort !== current.sort && change.order === undefined)
    next.order = null;
  if (change.q !== undefined) next.q = change.q.trim().slice(0, SEARCH_MAX);
  if (change.page === undefined) next.page = 1;
  return next;
}

export function effectiveOrder(filters: CourseFilters): SortOrder {
  return filters.order ?? NATURAL_ORDER[filters.sort];
}

/** A search or status filter narrows the list (so "no courses" means "no matches"). */
export function isFiltered(filters: CourseFilters): boolean {
  return filters.q !== '' || filters.status !== null;
}

/** The API's query string for one page of the list. */
export function apiSearch(filters: CourseFilters, pageSize = COURSES_PAGE_SIZE): string {
  const params = new URLSearchParams({
    page: String(filters.page),
    pageSize: String(pageSize),
    sort: filters.sort,
    order: effectiveOrder(filters),
  });
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  return params.toString();
}

/** How many pages a total fills. */
export function pageCount(total: number, pageSize = COURSES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

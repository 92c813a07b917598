import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  changeFilters,
  filtersFromSearch,
  searchFromFilters,
  type CourseFilters,
} from '../lib/course-filters';

/**
 * The list's filters, read from and written to the address's query string, so a reload,
 * a shared link and the back button all show the same list.
 */
export function useCourseFilters() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = useMemo(() => filtersFromSearch(params), [params]);

  const setFilters = useCallback(
    (change: Partial<CourseFilters>, options: { replace?: boolean } = {}) =>
      setParams((current) => searchFromFilters(changeFilters(filtersFromSearch(current), change)), {
        replace: options.replace,
      }),
    [setParams],
  );

  const hrefFor = useCallback(
    (change: Partial<CourseFilters>) => {
      const search = searchFromFilters(changeFilters(filters, change)).toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [filters, pathname],
  );

  return { filters, setFilters, hrefFor };
}

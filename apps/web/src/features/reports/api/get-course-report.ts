import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import { courseReportRowSchema } from '@slidewise/shared/reports/reports';
import { apiRequest } from '@/lib/api-client';
import { reportQuery, type ReportFilters, type SortOrder } from '../lib/report-search';
import { reportKeys } from './report-keys';

const pageSchema = paginatedSchema(courseReportRowSchema);

export interface CourseReportParams {
  page: number;
  pageSize: number;
  sort: string;
  order: SortOrder;
}

/** Per course: assigned, in progress, completed, overdue, rates and times. */
export function getCourseReport(
  filters: ReportFilters,
  params: CourseReportParams,
  signal?: AbortSignal,
) {
  return apiRequest(`/api/v1/reports/courses?${reportQuery(filters, { ...params })}`, {
    schema: pageSchema,
    signal,
  });
}

export const courseReportQueryOptions = (filters: ReportFilters, params: CourseReportParams) =>
  queryOptions({
    queryKey: reportKeys.list('courses', filters, params),
    queryFn: ({ signal }) => getCourseReport(filters, params, signal),
    // Keep the current page on screen while the next one (or another sort) loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
    // The table shows its own error in place.
    meta: { handlesErrors: true },
  });

export function useCourseReport(
  filters: ReportFilters,
  params: CourseReportParams,
  { enabled = true } = {},
) {
  return useQuery({ ...courseReportQueryOptions(filters, params), enabled });
}

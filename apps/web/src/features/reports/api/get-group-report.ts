import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import { groupReportRowSchema } from '@slidewise/shared/reports/reports';
import { apiRequest } from '@/lib/api-client';
import { reportQuery, type ReportFilters, type SortOrder } from '../lib/report-search';
import { reportKeys } from './report-keys';

const pageSchema = paginatedSchema(groupReportRowSchema);

export interface GroupReportParams {
  page: number;
  pageSize: number;
  sort: string;
  order: SortOrder;
}

/** Per group: members, assignments, completion and overdue work. */
export function getGroupReport(
  filters: ReportFilters,
  params: GroupReportParams,
  signal?: AbortSignal,
) {
  return apiRequest(`/api/v1/reports/groups?${reportQuery(filters, { ...params })}`, {
    schema: pageSchema,
    signal,
  });
}

export const groupReportQueryOptions = (filters: ReportFilters, params: GroupReportParams) =>
  queryOptions({
    queryKey: reportKeys.list('groups', filters, params),
    queryFn: ({ signal }) => getGroupReport(filters, params, signal),
    // Keep the current page on screen while the next one (or another sort) loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
    // The table shows its own error in place.
    meta: { handlesErrors: true },
  });

export function useGroupReport(
  filters: ReportFilters,
  params: GroupReportParams,
  { enabled = true } = {},
) {
  return useQuery({ ...groupReportQueryOptions(filters, params), enabled });
}

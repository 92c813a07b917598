import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import { personReportRowSchema } from '@slidewise/shared/reports/reports';
import { apiRequest } from '@/lib/api-client';
import { reportQuery, type ReportFilters, type SortOrder } from '../lib/report-search';
import { reportKeys } from './report-keys';

const pageSchema = paginatedSchema(personReportRowSchema);

export interface PersonReportParams {
  page: number;
  pageSize: number;
  sort: string;
  order: SortOrder;
  q?: string;
}

/** Per person the leader has assigned anything to. */
export function getPersonReport(
  filters: ReportFilters,
  params: PersonReportParams,
  signal?: AbortSignal,
) {
  return apiRequest(`/api/v1/reports/people?${reportQuery(filters, { ...params })}`, {
    schema: pageSchema,
    signal,
  });
}

export const personReportQueryOptions = (filters: ReportFilters, params: PersonReportParams) =>
  queryOptions({
    queryKey: reportKeys.list('people', filters, params),
    queryFn: ({ signal }) => getPersonReport(filters, params, signal),
    // Keep the current page on screen while the next one (or another sort) loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
    // The table shows its own error in place.
    meta: { handlesErrors: true },
  });

export function usePersonReport(
  filters: ReportFilters,
  params: PersonReportParams,
  { enabled = true } = {},
) {
  return useQuery({ ...personReportQueryOptions(filters, params), enabled });
}

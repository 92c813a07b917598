import { queryOptions, useQuery } from '@tanstack/react-query';
import { summarySchema } from '@slidewise/shared/reports/reports';
import { apiRequest } from '@/lib/api-client';
import { reportQuery, type ReportFilters } from '../lib/report-search';
import { reportKeys } from './report-keys';

/** The leader's figures at a glance, for the filters given. */
export function getReportSummary(filters: ReportFilters, signal?: AbortSignal) {
  const query = reportQuery(filters).toString();
  return apiRequest(`/api/v1/reports/summary${query ? `?${query}` : ''}`, {
    schema: summarySchema,
    signal,
  });
}

export const reportSummaryQueryOptions = (filters: ReportFilters) =>
  queryOptions({
    queryKey: reportKeys.summary(filters),
    queryFn: ({ signal }) => getReportSummary(filters, signal),
    // Progress moves while the leader watches: fresh on every visit.
    staleTime: 0,
    // The screen shows a failure in place, with a retry.
    meta: { handlesErrors: true },
  });

export function useReportSummary(filters: ReportFilters, { enabled = true } = {}) {
  return useQuery({ ...reportSummaryQueryOptions(filters), enabled });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Compliance } from '@slidewise/shared/learning/certification';
import { complianceReportSchema } from '@slidewise/shared/reports/reports';
import { apiRequest } from '@/lib/api-client';
import { reportQuery, type ReportFilters } from '../lib/report-search';
import { reportKeys } from './report-keys';

export interface ComplianceReportParams {
  page: number;
  pageSize: number;
  courseId?: string | undefined;
  compliance?: Compliance | undefined;
  q?: string | undefined;
}

/** Per person and course: valid, expiring, expired or never done, with the counts of each. */
export function getComplianceReport(
  filters: ReportFilters,
  params: ComplianceReportParams,
  signal?: AbortSignal,
) {
  return apiRequest(`/api/v1/reports/compliance?${reportQuery(filters, { ...params })}`, {
    schema: complianceReportSchema,
    signal,
  });
}

export function useComplianceReport(
  filters: ReportFilters,
  params: ComplianceReportParams,
  { enabled = true } = {},
) {
  return useQuery({
    queryKey: reportKeys.list('compliance', filters, params),
    queryFn: ({ signal }) => getComplianceReport(filters, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { handlesErrors: true },
    enabled,
  });
}

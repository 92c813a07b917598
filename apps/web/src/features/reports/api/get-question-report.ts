import { queryOptions, useQuery } from '@tanstack/react-query';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import { questionReportRowSchema } from '@slidewise/shared/reports/reports';
import { apiRequest } from '@/lib/api-client';
import { reportQuery, type ReportFilters } from '../lib/report-search';
import { reportKeys } from './report-keys';

const questionListSchema = paginatedSchema(questionReportRowSchema);

/** Each quiz question of a course: how many answered it, and how many got it right. */
export async function getQuestionReport(
  courseId: string,
  filters: ReportFilters,
  signal?: AbortSignal,
) {
  const { items } = await apiRequest(
    `/api/v1/reports/questions?${reportQuery(filters, { courseId })}`,
    { schema: questionListSchema, signal },
  );
  return items;
}

export const questionReportQueryOptions = (courseId: string, filters: ReportFilters) =>
  queryOptions({
    queryKey: reportKeys.questions(courseId, filters),
    queryFn: ({ signal }) => getQuestionReport(courseId, filters, signal),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export function useQuestionReport(
  courseId: string,
  filters: ReportFilters,
  { enabled = true } = {},
) {
  return useQuery({
    ...questionReportQueryOptions(courseId, filters),
    enabled: enabled && Boolean(courseId),
  });
}

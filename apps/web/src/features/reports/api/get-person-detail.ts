import { queryOptions, useQuery } from '@tanstack/react-query';
import { personDetailSchema } from '@slidewise/shared/reports/reports';
import { apiRequest } from '@/lib/api-client';
import { reportQuery, type ReportFilters } from '../lib/report-search';
import { reportKeys } from './report-keys';

/** One person's courses with this leader (404 for someone never assigned anything). */
export function getPersonDetail(personId: string, filters: ReportFilters, signal?: AbortSignal) {
  const query = reportQuery(filters).toString();
  return apiRequest(
    `/api/v1/reports/people/${encodeURIComponent(personId)}${query ? `?${query}` : ''}`,
    { schema: personDetailSchema, signal },
  );
}

export const personDetailQueryOptions = (personId: string, filters: ReportFilters) =>
  queryOptions({
    queryKey: reportKeys.person(personId, filters),
    queryFn: ({ signal }) => getPersonDetail(personId, filters, signal),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export function usePersonDetail(personId: string, filters: ReportFilters) {
  return useQuery({ ...personDetailQueryOptions(personId, filters), enabled: Boolean(personId) });
}

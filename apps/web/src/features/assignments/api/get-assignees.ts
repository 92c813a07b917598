import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import { assigneeSchema } from '@slidewise/shared/learning/assignment';
import { apiRequest } from '@/lib/api-client';
import { assignmentKeys, type AssigneeListParams } from './assignment-keys';

const assigneePageSchema = paginatedSchema(assigneeSchema);

export function getAssignees(courseId: string, params: AssigneeListParams, signal?: AbortSignal) {
  const search = new URLSearchParams({
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  if (params.status) search.set('status', params.status);
  if (params.q) search.set('q', params.q);
  return apiRequest(`/api/v1/courses/${encodeURIComponent(courseId)}/assignees?${search}`, {
    schema: assigneePageSchema,
    signal,
  });
}

export const assigneesQueryOptions = (courseId: string, params: AssigneeListParams) =>
  queryOptions({
    queryKey: assignmentKeys.assigneePage(courseId, params),
    queryFn: ({ signal }) => getAssignees(courseId, params, signal),
    // Keep the current page on screen while the next one (or a new filter) loads.
    placeholderData: keepPreviousData,
    // Progress moves while the leader watches: fresh on every visit.
    staleTime: 0,
    // The table shows its own error with a retry.
    meta: { handlesErrors: true },
  });

export function useAssignees(courseId: string, params: AssigneeListParams) {
  return useQuery(assigneesQueryOptions(courseId, params));
}

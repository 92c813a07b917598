import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkResultSchema } from '@slidewise/shared/http/bulk';
import { apiRequest } from '@/lib/api-client';
import { assignmentKeys } from './assignment-keys';

export type BulkAssigneesInput = { courseId: string; userIds: string[] } & (
  { action: 'remind' | 'remove' } | { action: 'set_due_date'; dueDate: string | null }
);

/**
 * Reminds, re-dates or removes many of a course's assignees in one call: all of them or
 * none (a 404 for anyone who is not an assignee of the course changes nothing).
 */
export async function bulkAssignees({ courseId, ...body }: BulkAssigneesInput) {
  return apiRequest(`/api/v1/courses/${encodeURIComponent(courseId)}/assignees/bulk`, {
    method: 'POST',
    body,
    schema: bulkResultSchema,
  });
}

export function useBulkAssignees() {
  const queryClient = useQueryClient();
  return useMutation({
    // The toolbar reports the outcome.
    meta: { handlesErrors: true },
    mutationFn: bulkAssignees,
    onSuccess: (_, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: assignmentKeys.assignees(courseId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assigneeSchema, type Assignee } from '@slidewise/shared/learning/assignment';
import { apiRequest } from '@/lib/api-client';
import { assignmentKeys } from './assignment-keys';

export interface GrantAttemptsInput {
  courseId: string;
  assigneeId: string;
  extra: number;
}

/** More attempts for one person; someone out of attempts (`failed`) may try again. */
export function grantAttempts({
  courseId,
  assigneeId,
  extra,
}: GrantAttemptsInput): Promise<Assignee> {
  return apiRequest(
    `/api/v1/courses/${encodeURIComponent(courseId)}/assignees/${encodeURIComponent(assigneeId)}/attempts`,
    { method: 'POST', body: { extra }, schema: assigneeSchema },
  );
}

export function useGrantAttempts() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: grantAttempts,
    onSuccess: (_, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: assignmentKeys.assignees(courseId) }),
  });
}

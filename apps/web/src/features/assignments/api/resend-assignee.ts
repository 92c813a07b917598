import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { assignmentKeys } from './assignment-keys';

export interface ResendAssigneeInput {
  courseId: string;
  assigneeId: string;
}

/** Puts the e-mails the person's mail server refused back in the queue (409 when none was). */
export async function resendAssignee({ courseId, assigneeId }: ResendAssigneeInput) {
  await apiRequest(
    `/api/v1/courses/${encodeURIComponent(courseId)}/assignees/${encodeURIComponent(assigneeId)}/resend`,
    { method: 'POST' },
  );
}

export function useResendAssignee() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen reports the outcome with a toast.
    meta: { handlesErrors: true },
    mutationFn: resendAssignee,
    onSuccess: (_, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: assignmentKeys.assignees(courseId) }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface RemindAssigneeInput {
  courseId: string;
  assigneeId: string;
}

/** E-mails a reminder now (409 when the person has already completed the course). */
export async function remindAssignee({ courseId, assigneeId }: RemindAssigneeInput) {
  await apiRequest(
    `/api/v1/courses/${encodeURIComponent(courseId)}/assignees/${encodeURIComponent(assigneeId)}/remind`,
    { method: 'POST' },
  );
}

export function useRemindAssignee() {
  return useMutation({
    // The screen reports the outcome with a toast.
    meta: { handlesErrors: true },
    mutationFn: remindAssignee,
  });
}

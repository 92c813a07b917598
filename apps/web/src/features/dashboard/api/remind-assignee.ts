import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface RemindInput {
  courseId: string;
  assigneeId: string;
}

/** E-mails the person a reminder now (409 once they have completed the course). */
export async function remindAssignee({ courseId, assigneeId }: RemindInput) {
  await apiRequest(
    `/api/v1/courses/${encodeURIComponent(courseId)}/assignees/${encodeURIComponent(assigneeId)}/remind`,
    { method: 'POST' },
  );
}

export function useRemindAssignee() {
  return useMutation({
    // The list reports the outcome with a toast.
    meta: { handlesErrors: true },
    mutationFn: remindAssignee,
  });
}

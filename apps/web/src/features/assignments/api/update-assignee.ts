import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { assigneeSchema, type assigneeUpdateSchema } from '@slidewise/shared/learning/assignment';
import { apiRequest } from '@/lib/api-client';
import { assignmentKeys } from './assignment-keys';

export interface UpdateAssigneeInput {
  courseId: string;
  assigneeId: string;
  changes: z.input<typeof assigneeUpdateSchema>;
}

/** Changes an assignee's due date or turns their reminders on or off. */
export function updateAssignee({ courseId, assigneeId, changes }: UpdateAssigneeInput) {
  return apiRequest(
    `/api/v1/courses/${encodeURIComponent(courseId)}/assignees/${encodeURIComponent(assigneeId)}`,
    { method: 'PATCH', body: changes, schema: assigneeSchema },
  );
}

export function useUpdateAssignee() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen reports the outcome (toast or a field error).
    meta: { handlesErrors: true },
    mutationFn: updateAssignee,
    onSuccess: (_assignee, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: assignmentKeys.assignees(courseId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { assignmentKeys } from './assignment-keys';

export interface RemoveAssigneeInput {
  courseId: string;
  assigneeId: string;
  /** Also delete a completed record (otherwise it stays in the reports). */
  deleteRecord: boolean;
}

export async function removeAssignee({ courseId, assigneeId, deleteRecord }: RemoveAssigneeInput) {
  const query = deleteRecord ? '?deleteRecord=true' : '';
  await apiRequest(
    `/api/v1/courses/${encodeURIComponent(courseId)}/assignees/${encodeURIComponent(assigneeId)}${query}`,
    { method: 'DELETE' },
  );
}

export function useRemoveAssignee() {
  const queryClient = useQueryClient();
  return useMutation({
    // The dialog reports the outcome.
    meta: { handlesErrors: true },
    mutationFn: removeAssignee,
    onSuccess: (_nothing, { courseId }) => {
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.assignees(courseId) });
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.course(courseId) });
    },
  });
}

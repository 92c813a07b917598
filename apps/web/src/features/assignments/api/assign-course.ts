import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { assignResultSchema, type assignSchema } from '@slidewise/shared/learning/assignment';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { assignmentKeys } from './assignment-keys';

export interface AssignInput {
  courseId: string;
  body: z.input<typeof assignSchema>;
}

export function assignCourse({ courseId, body }: AssignInput) {
  return apiRequest(`/api/v1/courses/${encodeURIComponent(courseId)}/assignees`, {
    method: 'POST',
    body,
    schema: assignResultSchema,
  });
}

export function useAssignCourse(config: MutationConfig<typeof assignCourse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows every failure itself (fields, plan limit, the rest).
    meta: { handlesErrors: true },
    ...config,
    mutationFn: assignCourse,
    onSuccess: (...args) => {
      const [, { courseId }] = args;
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.assignees(courseId) });
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.course(courseId) });
      // The leader may have assigned the course to themselves.
      void queryClient.invalidateQueries({ queryKey: ['learning'] });
      return config.onSuccess?.(...args);
    },
  });
}

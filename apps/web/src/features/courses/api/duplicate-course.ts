import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseSchema, type Course } from '@slidewise/shared/courses/course';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { courseKeys } from './course-keys';

/** A draft copy of the course with all its slides (counted against the plan like a new course). */
export function duplicateCourse(id: string): Promise<Course> {
  return apiRequest(`/api/v1/courses/${encodeURIComponent(id)}/duplicate`, {
    method: 'POST',
    schema: courseSchema,
  });
}

export function useDuplicateCourse(config: MutationConfig<typeof duplicateCourse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // The caller reports the outcome itself (a promise toast, the plan notice).
    meta: { handlesErrors: true },
    ...config,
    mutationFn: duplicateCourse,
    onSuccess: (copy, ...rest) => {
      queryClient.setQueryData(courseKeys.detail(copy.id), copy);
      void queryClient.invalidateQueries({ queryKey: courseKeys.lists() });
      return config.onSuccess?.(copy, ...rest);
    },
  });
}

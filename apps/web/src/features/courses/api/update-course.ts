import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  courseSchema,
  type Course,
  type CourseUpdateInput,
} from '@slidewise/shared/courses/course';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { courseKeys } from './course-keys';

/** Changes some of a course's fields; `version` is the one the change was based on (409 when stale). */
export function updateCourse({
  id,
  ...input
}: CourseUpdateInput & { id: string }): Promise<Course> {
  return apiRequest(`/api/v1/courses/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    schema: courseSchema,
  });
}

export function useUpdateCourse(config: MutationConfig<typeof updateCourse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // Every caller reports the outcome itself (a promise toast, the conflict dialog).
    meta: { handlesErrors: true },
    ...config,
    mutationFn: updateCourse,
    onSuccess: (course, ...rest) => {
      queryClient.setQueryData(courseKeys.detail(course.id), course);
      void queryClient.invalidateQueries({ queryKey: courseKeys.lists() });
      return config.onSuccess?.(course, ...rest);
    },
  });
}
